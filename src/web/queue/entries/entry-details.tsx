/**
 * Everything an entry holds (SPEC §3 Queue): its type, status, checkpoint and times, then its
 * drivers, vehicle, cargo or trip and permit, each a titled section.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../components/section-card.tsx";
import { useLocale } from "../../components/use-locale.ts";
import { formatDate } from "../../format.ts";
import { formatSecondsLeft, useSecondsLeft } from "../countdown.tsx";
import { useEntryTimes } from "./entry-status.tsx";
import type { CheckpointInfo, QueueEntry } from "./entry-types.ts";
import { StatusBadge } from "./status-badge.tsx";

type Row = [term: string, value: ReactNode];

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-slate-700">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The reservation's time left as text (the big live countdown is above, by the status). */
function ReservationLeft({ entry }: { entry: QueueEntry }) {
  const left = useSecondsLeft(entry.reservation_seconds_left ?? 0, entry.version);
  return <>{entry.reservation_seconds_left === null ? "—" : formatSecondsLeft(left)}</>;
}

export function QueueFacts({ entry, checkpoint }: { entry: QueueEntry; checkpoint: CheckpointInfo | null }) {
  const { t } = useTranslation();
  const { dateTime } = useEntryTimes(checkpoint?.time_zone);
  const lane = checkpoint?.lanes[entry.lane_id];
  const type = `${t(`queues.types.${entry.kind}`)}${entry.extended ? `, ${t("queues.types.extended")}` : ""}`;
  const rows: Row[] = [
    [t("queues.fields.type"), type],
    [t("queues.fields.status"), <StatusBadge key="status" status={entry.status} />],
    [t("queues.fields.checkpoint"), checkpoint?.name ?? "—"],
    [t("queues.fields.lane"), lane?.name ?? "—"],
  ];
  if (entry.position !== null) rows.push([t("queues.fields.position"), String(entry.position)]);
  rows.push(
    [t("queues.fields.arrivalTime"), dateTime(entry.arrival_time)],
    [t("queues.fields.estimatedEntry"), dateTime(entry.estimated_entry_at)],
    [t("queues.fields.latestEntry"), dateTime(entry.latest_entry_at)],
    [t("queues.fields.onControl"), dateTime(entry.on_control_at)],
    [t("queues.fields.registered"), dateTime(entry.registered_at)],
    [t("queues.fields.reservationLeft"), <ReservationLeft key="left" entry={entry} />],
    [t("queues.fields.estimatedCrossing"), dateTime(entry.estimated_crossing_at)],
  );
  if (entry.called_at) rows.push([t("queues.fields.calledAt"), dateTime(entry.called_at)]);
  if (entry.ended_at) rows.push([t("queues.fields.endedAt"), dateTime(entry.ended_at)]);
  if (entry.annul_reason) rows.push([t("queues.fields.annulReason"), entry.annul_reason]);
  return (
    <SectionCard id="queue" title={t("queues.detail.queue")}>
      <Facts rows={rows} />
      {checkpoint ? <p className="text-sm text-slate-700">{t("queues.detail.timeZone", { zone: checkpoint.time_zone })}</p> : null}
    </SectionCard>
  );
}

export function BookedFacts({ entry }: { entry: QueueEntry }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? "queues.yes" : "queues.no");
  const or = (value: string | null) => value || "—";
  const country = (code: string) => t(`countries.${code}`, { defaultValue: code });
  const { locale } = useLocale();
  const documents =
    entry.documents.length === 0 ? (
      "—"
    ) : (
      <ul className="space-y-1">
        {entry.documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} className="break-all text-brand-800 underline" target="_blank" rel="noreferrer">
              {document.name}
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <SectionCard id="drivers" title={t("queues.detail.drivers")}>
        <ul className="space-y-1">
          {entry.drivers.map((driver) => (
            <li key={driver.id}>
              <span className="font-semibold">
                {driver.first_name} {driver.last_name}
              </span>{" "}
              <span className="text-slate-700">
                ({t("queues.driver.citizenship")}: {country(driver.citizenship)})
              </span>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard id="vehicle" title={t("queues.detail.vehicle")}>
        <Facts
          rows={[
            [t("queues.vehicle.plate"), entry.vehicle.plate],
            [t("queues.vehicle.make"), entry.vehicle.make],
            [t("queues.vehicle.semiTrailer"), or(entry.vehicle.semi_trailer_plate)],
          ]}
        />
      </SectionCard>
      {entry.cargo ? (
        <SectionCard id="cargo" title={t("queues.detail.cargo")}>
          <Facts
            rows={[
              [t("queues.cargo.code"), or(entry.cargo.code)],
              [t("queues.cargo.description"), or(entry.cargo.description)],
              [t("queues.cargo.priority"), yesNo(entry.cargo.perishable)],
              [t("queues.cargo.empty"), yesNo(entry.cargo.empty)],
              [t("queues.cargo.declaration"), or(entry.cargo.declaration_number)],
              [t("queues.cargo.waybill"), or(entry.cargo.waybill_number)],
              [t("queues.bookedFacts.cargoOther"), or(entry.cargo.other_documents)],
              [t("queues.bookedFacts.cargoAttached"), documents],
            ]}
          />
        </SectionCard>
      ) : null}
      {entry.trip ? (
        <SectionCard id="trip" title={t("queues.detail.trip")}>
          <Facts
            rows={[
              [t("queues.trip.route"), entry.trip.route],
              [t("queues.trip.number"), or(entry.trip.trip_number)],
              [t("queues.bookedFacts.tripsCount"), entry.trip.trips_count ?? "—"],
              [t("queues.bookedFacts.tripDay"), entry.trip.day ? formatDate(`${entry.trip.day}T12:00:00Z`, locale, "UTC") : "—"],
              [t("queues.bookedFacts.tripWeek"), entry.trip.week_number ?? "—"],
              [t("queues.trip.regularity"), t(entry.trip.regular ? "queues.trip.regular" : "queues.trip.irregular")],
            ]}
          />
        </SectionCard>
      ) : null}
      {entry.permit ? (
        <SectionCard id="permit" title={t("queues.detail.permit")}>
          <Facts
            rows={[
              [t("queues.permit.number"), entry.permit.number],
              [t("queues.permit.kind"), t(`profile.permitKinds.${entry.permit.kind}`, { defaultValue: entry.permit.kind })],
            ]}
          />
        </SectionCard>
      ) : null}
    </>
  );
}

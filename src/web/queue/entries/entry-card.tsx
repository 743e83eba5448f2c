/** One open entry on /queues: plate, status, checkpoint, place, times, the running countdown and the actions. */
import { useTranslation } from "react-i18next";
import { AppLink } from "../../components/app-link.tsx";
import { useLocale } from "../../components/use-locale.ts";
import type { FormReply } from "../../forms/form-reply.ts";
import { EntryActions } from "./entry-actions.tsx";
import { DeadlineCountdown, StatusLine, useEntryTimes } from "./entry-status.tsx";
import type { CheckpointInfo, QueueEntry } from "./entry-types.ts";
import { StatusBadge } from "./status-badge.tsx";

export function EntryCard({
  entry,
  checkpoint,
  reply,
  onExpire,
}: {
  entry: QueueEntry;
  checkpoint: CheckpointInfo | undefined;
  reply: FormReply | undefined;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { dateTime } = useEntryTimes(checkpoint?.time_zone);
  const titleId = `entry-${entry.id}-title`;
  const facts: Array<[string, string]> = [];
  if (entry.position !== null) facts.push([t("queues.fields.position"), String(entry.position)]);
  if (entry.arrival_time) facts.push([t("queues.fields.arrivalTime"), dateTime(entry.arrival_time)]);
  if (entry.estimated_entry_at && entry.status === 30) facts.push([t("queues.fields.estimatedEntry"), dateTime(entry.estimated_entry_at)]);
  if (entry.latest_entry_at) facts.push([t("queues.fields.latestEntry"), dateTime(entry.latest_entry_at)]);
  if (entry.on_control_at) facts.push([t("queues.fields.onControl"), dateTime(entry.on_control_at)]);
  return (
    <article aria-labelledby={titleId} data-entry={entry.id} className="space-y-3 rounded border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold">
          <AppLink to={href(`/queues/${entry.id}`)} className="text-brand-800 underline">
            {t("queues.cardTitle", { plate: entry.vehicle.plate, id: entry.id })}
          </AppLink>
        </h2>
        <StatusBadge status={entry.status} />
      </header>
      <p className="text-slate-700">{checkpoint?.name ?? "—"}</p>
      <StatusLine entry={entry} timeZone={checkpoint?.time_zone} />
      <DeadlineCountdown entry={entry} onExpire={onExpire} />
      {facts.length > 0 ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-700">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <EntryActions entry={entry} reply={reply} describedBy={titleId} />
    </article>
  );
}

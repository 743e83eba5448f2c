/**
 * /operator/lanes/{id}: a lane's board for its checkpoint's operator: the counts, the entries
 * (called up and on control first, then the next ones waiting) with a form per action, and the
 * lane's own controls (pause or open, capacity per hour). Every form is a plain POST with an
 * `intent`, so the board works without JavaScript; a refusal stays on the page with what was typed.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { z } from "zod";
import { annulSchema, entryActionSchema, laneCapacitySchema, laneOpenSchema } from "../../domain/operator.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash, type FlashMessage } from "../flash.server.ts";
import { submitForm } from "../forms/api-submission.server.ts";
import { ErrorSummary, SubmitButton, TextField, useMessage } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { formatTime } from "../format.ts";
import { entryActions, entryState, type BoardEntry, type LaneBoard } from "../operator/lane-board.ts";
import { readAsOperator } from "../operator/operator-api.server.ts";
import { routeTitleMeta } from "../page-title.ts";
import type { Route } from "./+types/operator-lane";
import { SectionCard } from "../components/section-card.tsx";

/** The form that answered admit and pass refusals: one message above the board. */
const BOARD_FORM = "board";
const OPEN_FORM = "lane-open";
const CAPACITY_FORM = "lane-capacity";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const board = await readAsOperator<LaneBoard>(getWeb(context), url, `/operator/lanes/${encodeURIComponent(params.id)}/board`);
  return board.ok ? { board: board.value, refused: null } : { board: null, refused: board.message };
}

export async function action({ context, request, params, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const page = { locale: web.locale, url };
  const quiet = { toastErrors: false };
  const submit = async <S extends z.ZodType>(schema: S, form: string, call: (value: z.output<S>) => Promise<unknown>, done: FlashMessage) => {
    const outcome = await submitForm(formData, schema, call, { page, form });
    return outcome.ok ? redirectWithFlash(web, url.pathname, done) : outcome.reply;
  };
  const lane = `/operator/lanes/${encodeURIComponent(params.id)}`;
  switch (formData.get("intent")) {
    case "admit":
      return submit(entryActionSchema, BOARD_FORM, ({ entry }) => web.api.post(`/operator/queues/${entry}/admit`, undefined, quiet), "operator.admitted");
    case "pass":
      return submit(entryActionSchema, BOARD_FORM, ({ entry }) => web.api.post(`/operator/queues/${entry}/pass`, undefined, quiet), "operator.passed");
    case "annul":
      return submit(
        annulSchema,
        `annul-${String(formData.get("entry"))}`,
        ({ entry, reason }) => web.api.post(`/operator/queues/${entry}/annul`, { reason }, quiet),
        "operator.annulled",
      );
    case "open":
      return submit(laneOpenSchema, OPEN_FORM, (value) => web.api.patch(lane, value, quiet), "operator.laneUpdated");
    case "capacity":
      return submit(laneCapacitySchema, CAPACITY_FORM, (value) => web.api.patch(lane, value, quiet), "operator.laneUpdated");
    default:
      throw new Response(null, { status: 400 });
  }
}

export const handle = { features: ["operator"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

/** The action's reply when it answers the form `id`. */
const replyTo = (reply: FormReply | undefined, id: string) => (reply?.form === id ? reply : undefined);

export default function OperatorLane({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { href, locale } = useLocale();
  const { board, refused } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <AppLink to={href("/operator")} className="text-brand-800 underline">
        {t("operator.allLanes")}
      </AppLink>
      {board ? (
        <>
          <div>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{board.lane.name[locale]}</h1>
            <p className="text-slate-700">
              {board.lane.checkpoint.name[locale]} · {t(board.lane.is_open ? "operator.laneOpen" : "operator.lanePaused")} ·{" "}
              {t("operator.capacityLine", { capacity: board.lane.capacity_per_hour })}
            </p>
          </div>
          <BoardRefusal reply={replyTo(actionData, BOARD_FORM)} />
          <Counts counts={board.counts} />
          <EntriesTable entries={board.entries} reply={actionData} />
          <LaneControls key={`${board.lane.is_open}-${board.lane.capacity_per_hour}`} lane={board.lane} reply={actionData} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.operatorLane")}</h1>
          <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4 font-semibold">
            {message(refused ?? "errors.somethingWentWrong")}
          </p>
        </>
      )}
    </div>
  );
}

/** Why the API refused to admit or pass an entry (409: not confirmed yet, already passed...), focused when it appears. */
function BoardRefusal({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const ref = useRef<HTMLDivElement>(null);
  const messages = reply ? Object.values(reply.result.error ?? {}).flatMap((errors) => errors ?? []) : [];
  useEffect(() => {
    if (messages.length > 0) ref.current?.focus();
  }, [reply, messages.length]);
  if (messages.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded border-4 border-red-700 bg-white p-4 focus:outline-3 focus:outline-accent">
      <h2 className="text-lg font-bold">{t("forms.errorSummary")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {messages.map((text) => (
          <li key={text} className="font-semibold text-red-700">
            {message(text)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Counts({ counts }: { counts: LaneBoard["counts"] }) {
  const { t } = useTranslation();
  const items = [
    ["awaiting", counts.awaiting],
    ["calledUp", counts.be_ready],
    ["confirmed", counts.confirmed],
    ["onControl", counts.on_control],
  ] as const;
  return (
    <section aria-labelledby="counts-heading">
      <h2 id="counts-heading" className="sr-only">
        {t("operator.counts")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([key, value]) => (
          <div key={key} className="rounded border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-700">{t(`operator.statuses.${key}`)}</dt>
            <dd className="text-2xl font-bold" data-testid={`count-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function EntriesTable({ entries, reply }: { entries: BoardEntry[]; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = (iso: string | null) => (iso ? formatTime(iso, locale) : "—");
  if (entries.length === 0) return <p>{t("operator.noEntries")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="mb-2 text-left text-xl font-semibold">{t("operator.entries")}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {(["plate", "driver", "status", "registered", "calledAt", "deadline", "actions"] as const).map((column) => (
              <th key={column} scope="col" className="p-2">
                {t(`operator.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const can = entryActions(entry);
            return (
              <tr key={entry.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="p-2 font-semibold">
                  {entry.plate}
                  {entry.semi_trailer_plate ? <span className="block font-normal text-slate-700">{entry.semi_trailer_plate}</span> : null}
                </th>
                <td className="p-2">{entry.driver}</td>
                <td className="p-2">{t(`operator.statuses.${entryState(entry)}`)}</td>
                <td className="p-2">{time(entry.slot_start ?? entry.registered_at)}</td>
                <td className="p-2">{time(entry.called_at)}</td>
                <td className="p-2">{time(entry.entry_deadline ?? entry.ready_deadline)}</td>
                <td className="space-y-2 p-2">
                  {can.admit ? <EntryButton entry={entry} intent="admit" /> : null}
                  {can.pass ? <EntryButton entry={entry} intent="pass" /> : null}
                  {can.annul ? <AnnulForm entry={entry} reply={replyTo(reply, `annul-${entry.id}`)} /> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function EntryButton({ entry, intent }: { entry: BoardEntry; intent: "admit" | "pass" }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="entry" value={entry.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="rounded bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
      >
        {t(`operator.${intent}`)}
      </button>
    </Form>
  );
}

function AnnulForm({ entry, reply }: { entry: BoardEntry; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, formProps, summary } = usePageForm(`annul-${entry.id}`, annulSchema, reply, { entry: String(entry.id) });
  const label = t("operator.annulReason", { plate: entry.plate });
  return (
    <Form method="post" {...formProps} className="space-y-2">
      <ErrorSummary form={form} summary={summary} fields={[{ field: fields.reason, label }]} />
      <input type="hidden" name="entry" value={entry.id} />
      <TextField field={fields.reason} label={label} />
      <button
        type="submit"
        name="intent"
        value="annul"
        className="rounded border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
      >
        {t("operator.annul")}
      </button>
    </Form>
  );
}

function LaneControls({ lane, reply }: { lane: LaneBoard["lane"]; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const open = usePageForm(OPEN_FORM, laneOpenSchema, replyTo(reply, OPEN_FORM));
  const capacity = usePageForm(CAPACITY_FORM, laneCapacitySchema, replyTo(reply, CAPACITY_FORM), {
    capacity_per_hour: String(lane.capacity_per_hour),
  });
  const capacityLabel = t("operator.capacity");
  return (
    <SectionCard id="lane" title={t("operator.laneControls")}>
      <Form method="post" {...open.formProps} className="space-y-2">
        <ErrorSummary form={open.form} summary={open.summary} fields={[]} />
        <input type="hidden" name="is_open" value={String(!lane.is_open)} />
        <button
          type="submit"
          name="intent"
          value="open"
          className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
        >
          {t(lane.is_open ? "operator.pause" : "operator.open")}
        </button>
      </Form>
      <Form method="post" {...capacity.formProps} className="space-y-3">
        <ErrorSummary form={capacity.form} summary={capacity.summary} fields={[{ field: capacity.fields.capacity_per_hour, label: capacityLabel }]} />
        <TextField field={capacity.fields.capacity_per_hour} label={capacityLabel} inputMode="numeric" />
        <input type="hidden" name="intent" value="capacity" />
        <SubmitButton pending={capacity.pending}>{t("operator.saveCapacity")}</SubmitButton>
      </Form>
    </SectionCard>
  );
}

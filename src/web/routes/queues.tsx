/**
 * /queues: the user's open entries, each a card with its status, place, times and actions, kept
 * live over one event stream; the notices as they arrive; how to join when there are none.
 */
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { routeTitleMeta } from "../page-title.ts";
import { PromptSection, Refusal } from "../queue/entries/entry-actions.tsx";
import { EntryCard } from "../queue/entries/entry-card.tsx";
import { entryFormId, type QueueEntry } from "../queue/entries/entry-types.ts";
import { entryAction, loadCheckpoints, promptOf } from "../queue/entries/entries.server.ts";
import { LiveNotices } from "../queue/entries/live-notices.tsx";
import { useLiveEntries } from "../queue/entries/live-entries.ts";
import type { Route } from "./+types/queues";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const [body, checkpoints] = await Promise.all([web.api.get<{ data: QueueEntry[] }>("/queues", { toastErrors: false }), loadCheckpoints(web)]);
  const entries = body?.data ?? [];
  const asked = promptOf(url);
  const prompted = asked && entries.find((entry) => entry.id === asked.entry && entry.actions[asked.action]);
  return { entries, checkpoints, prompt: prompted ? { action: asked.action, entry: prompted.id } : null };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return entryAction(getWeb(context), request, url);
}

export const handle = { features: ["queues"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function Queues({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { checkpoints, prompt } = loaderData;
  const { entries, notices, revalidate } = useLiveEntries(loaderData.entries);
  const reply = actionData as FormReply | undefined;
  const replyOf = (id: number) => (reply?.form === entryFormId(id) ? reply : undefined);
  // A refusal about an entry no longer listed (it ended meanwhile) is shown above the list.
  const orphanReply = reply && !entries.some((entry) => reply.form === entryFormId(entry.id)) ? reply : undefined;
  const prompted = prompt && entries.find((entry) => entry.id === prompt.entry);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.queues")}</h1>
        <AppLink to={href("/queues-archive")} className="text-brand-800 underline">
          {t("queues.list.archiveLink")}
        </AppLink>
      </div>
      {prompted ? <PromptSection entry={prompted} action={prompt.action} /> : null}
      <Refusal reply={orphanReply} />
      <LiveNotices notices={notices} />
      {entries.length === 0 ? (
        <section aria-labelledby="no-queues" className="space-y-3 rounded border border-slate-200 bg-white p-5">
          <h2 id="no-queues" className="text-xl font-semibold">
            {t("queues.list.emptyTitle")}
          </h2>
          <p>{t("queues.list.emptyText")}</p>
          <AppLink
            to={href("/queue/join")}
            className="inline-block rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
          >
            {t("queues.list.join")}
          </AppLink>
        </section>
      ) : (
        <ul className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.id}>
              <EntryCard entry={entry} checkpoint={checkpoints[entry.checkpoint_id]} reply={replyOf(entry.id)} onExpire={revalidate} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /queues/{id}: one of the user's entries, live: its status and running deadline, the actions,
 * the notices as they arrive, every field of the entry, the history of changes and the Web Push
 * opt-in (the call-up notification opens this page). Another user's or an unknown id is the 404
 * page; a guest is sent to log in first (the layout's guard).
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation, useRouteLoaderData } from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { SectionCard } from "../components/section-card.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { loadItem } from "../load-item.server.ts";
import { BorderMap } from "../map/border-map.tsx";
import { loadMapCheckpoints } from "../map/map-data.server.ts";
import { nearby } from "../map/map-points.ts";
import { routeTitleMeta } from "../page-title.ts";
import { BrowserNotifications } from "../profile/browser-notifications.tsx";
import { EntryActions, PromptSection } from "../queue/entries/entry-actions.tsx";
import { BookedFacts, QueueFacts } from "../queue/entries/entry-details.tsx";
import { EntryHistory } from "../queue/entries/entry-history.tsx";
import { DeadlineCountdown, StatusLine } from "../queue/entries/entry-status.tsx";
import { entryFormId, isOpen, type HistoryItem, type QueueEntry } from "../queue/entries/entry-types.ts";
import { entryAction, loadCheckpoint, promptOf } from "../queue/entries/entries.server.ts";
import { LiveNotices } from "../queue/entries/live-notices.tsx";
import { useLiveEntries } from "../queue/entries/live-entries.ts";
import { StatusBadge } from "../queue/entries/status-badge.tsx";
import { ShareLinkPanel } from "../queue/share/share-link-panel.tsx";
import { loadShareLink } from "../queue/share/share-link.server.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/queue-entry";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const path = `/queues/${encodeURIComponent(params.id)}`;
  const entry = await loadItem<QueueEntry>(web.api, path);
  const [history, checkpoint, push, shareLink, checkpoints] = await Promise.all([
    web.api.get<{ data: HistoryItem[] }>(`${path}/history`, { toastErrors: false }),
    loadCheckpoint(web, entry.checkpoint_id),
    web.api.get<{ data: { public_key: string | null } }>("/push/public-key", { toastErrors: false }),
    isOpen(entry) ? loadShareLink(web, entry.id) : null,
    loadMapCheckpoints(web),
  ]);
  // The map of nearby checkpoints: the entry's, then the others around it, nearest first.
  const own = checkpoints.find((item) => item.id === entry.checkpoint_id);
  const map = {
    checkpoints: own ? nearby(checkpoints, own) : [],
    waitingAreas: [],
    highlight: { kind: "checkpoint" as const, id: entry.checkpoint_id },
  };
  const asked = promptOf(url);
  const prompt = asked && asked.entry === entry.id && entry.actions[asked.action] ? asked.action : null;
  return { entry, history: history?.data ?? [], checkpoint, pushKey: push?.data.public_key ?? null, prompt, shareLink, map };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return entryAction(getWeb(context), request, url);
}

export const handle = { features: ["queues", "share", "notificationSettings", "map"] } satisfies FeatureHandle;

export const meta = routeTitleMeta;

export default function QueueEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer;
  const { checkpoint, history, pushKey, prompt, shareLink, map } = loaderData;
  const { entries, notices, revalidate } = useLiveEntries([loaderData.entry], { entryId: loaderData.entry.id, enabled: isOpen(loaderData.entry) });
  const entry = entries[0]!;
  // A change heard live: read the page again for its history (the entry itself is already shown).
  const stale = entry.version > loaderData.entry.version;
  const navigation = useNavigation();
  useEffect(() => {
    if (stale && navigation.state === "idle") revalidate();
  }, [stale, entry.version, navigation.state, revalidate]);
  const reply = (actionData as FormReply | undefined)?.form === entryFormId(entry.id) ? (actionData as FormReply) : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <AppLink to={href("/queues")} className="text-brand-800 underline">
        {t("queues.detail.back")}
      </AppLink>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="entry-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t("queues.detail.title", { id: entry.id })} · {entry.vehicle.plate}
          </h1>
          <StatusBadge status={entry.status} />
        </div>
        <p className="text-slate-700">{checkpoint?.name}</p>
        <StatusLine entry={entry} timeZone={checkpoint?.time_zone} />
        <DeadlineCountdown entry={entry} onExpire={revalidate} />
      </div>
      {prompt ? <PromptSection entry={entry} action={prompt} /> : null}
      <EntryActions entry={entry} reply={reply} describedBy="entry-title" />
      <LiveNotices notices={notices} />
      <QueueFacts entry={entry} checkpoint={checkpoint} />
      <BookedFacts entry={entry} />
      {isOpen(entry) ? <ShareLinkPanel entryId={entry.id} link={shareLink} /> : null}
      {isOpen(entry) ? (
        <SectionCard id="push" title={t("queues.detail.notifications")}>
          <p className="text-sm text-slate-700">{t("queues.detail.notificationsIntro")}</p>
          <BrowserNotifications publicKey={pushKey} userId={viewer?.id} />
        </SectionCard>
      ) : null}
      <SectionCard id="history" title={t("queues.history.heading")}>
        <EntryHistory items={history} timeZone={checkpoint?.time_zone} />
      </SectionCard>
      <BorderMap title={t("map.nearbyTitle")} data={map} />
    </div>
  );
}

/**
 * Features whose strings the browser loads with the pages that name them (route `handle.features`,
 * src/web/feature-strings.ts) instead of with every page. Their files are
 * src/locales/features/<feature>/<lang>.json, under the feature's top-level key.
 */
export const LAZY_FEATURES = ["booking", "queues", "share", "profileEdits", "operator", "violations", "notificationSettings", "auth", "botQuestion", "botCheck", "codeResend", "profileNav", "carrierTabs", "removal", "faq", "contentPages", "waitingAreas", "feedback", "map", "statistics", "webhooks", "workload", "admin", "adminContent", "adminCheckpoints", "adminWaitingAreas", "adminUsers", "adminFeedback"] as const;
export type LazyFeature = (typeof LAZY_FEATURES)[number];

export function isLazyFeature(name: string): name is LazyFeature {
  return (LAZY_FEATURES as readonly string[]).includes(name);
}

/** Strings only the server uses (mail, the notices it renders, the queue's and the ownership's answers of the API): the browser never loads them. */
export const SERVER_ONLY_FEATURES = ["mail", "queueNotices", "ownership", "queue"] as const;

/**
 * The browser's loader of lazy feature strings: each feature's file of a language is a chunk of its
 * own, fetched with the first page that names the feature (route `handle.features`).
 */
import type { Locale } from "../domain/locales.ts";
import type { LazyFeature } from "./features.ts";

// The same list as LAZY_FEATURES (a glob takes literals only); the test beside checks they agree.
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  "./features/booking/*.json",
  "./features/queues/*.json",
  "./features/share/*.json",
  "./features/profileEdits/*.json",
  "./features/operator/*.json",
  "./features/violations/*.json",
  "./features/notificationSettings/*.json",
  "./features/auth/*.json",
  "./features/botQuestion/*.json",
  "./features/botCheck/*.json",
  "./features/codeResend/*.json",
  "./features/profileNav/*.json",
  "./features/carrierTabs/*.json",
  "./features/removal/*.json",
  "./features/faq/*.json",
  "./features/contentPages/*.json",
  "./features/waitingAreas/*.json",
  "./features/feedback/*.json",
  "./features/map/*.json",
  "./features/statistics/*.json",
  "./features/webhooks/*.json",
  "./features/workload/*.json",
  "./features/admin/*.json",
  "./features/adminContent/*.json",
  "./features/adminCheckpoints/*.json",
  "./features/adminWaitingAreas/*.json",
  "./features/adminUsers/*.json",
  "./features/adminFeedback/*.json",
]);

export const LAZY_FEATURE_FILES = Object.keys(files);

export async function loadFeatureMessages(locale: Locale, feature: LazyFeature): Promise<Record<string, unknown>> {
  const load = files[`./features/${feature}/${locale}.json`];
  if (!load) throw new Error(`no strings for ${feature} in ${locale}`);
  return (await load()).default;
}

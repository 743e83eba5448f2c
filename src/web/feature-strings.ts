/**
 * Strings of lazy features (src/locales/index.ts LAZY_FEATURES) in the browser. A route module whose
 * page shows a lazy feature's strings names it, and loads it before it renders after a client-side
 * navigation:
 *
 *     export const handle = { features: ["booking"] } satisfies FeatureHandle;
 *     export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withFeatureStrings(handle, serverLoader);
 *
 * On the first page load, the root writes the page's features into `<html data-features>` and the
 * browser's entry loads them before hydrating (entry.client.tsx). The server has every string.
 */
import type { i18n } from "i18next";
import type { Locale } from "../domain/locales.ts";
import type { LazyFeature } from "../locales/features.ts";
import { loadFeatureMessages } from "../locales/lazy-features.ts";

export interface FeatureHandle {
  features: readonly LazyFeature[];
}

let browserI18n: i18n | null = null;
const loaded = new Map<LazyFeature, Promise<void>>();

/** The browser's i18next instance, once (entry.client.tsx), with the features it was made with. */
export function setBrowserI18n(instance: i18n, features: readonly LazyFeature[]) {
  browserI18n = instance;
  for (const feature of features) loaded.set(feature, Promise.resolve());
}

/** Loads the features' strings of the page's language into the browser's instance (each once). */
export function ensureFeatureStrings(features: readonly LazyFeature[]): Promise<void> {
  const instance = browserI18n;
  if (!instance) return Promise.resolve();
  const locale = instance.language as Locale;
  return Promise.all(
    features.map((feature) => {
      let done = loaded.get(feature);
      if (!done) {
        done = loadFeatureMessages(locale, feature).then((messages) => {
          instance.addResourceBundle(locale, "translation", { [feature]: messages }, true, true);
        });
        done.catch(() => loaded.delete(feature));
        loaded.set(feature, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** A route's clientLoader: its server data, once its features' strings are there. */
export async function withFeatureStrings<T>(handle: FeatureHandle, serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), ensureFeatureStrings(handle.features)]);
  return data;
}

/** The lazy features the matched routes name (for `<html data-features>`). */
export function featuresOf(matches: ReadonlyArray<{ handle?: unknown }>): LazyFeature[] {
  const features = new Set<LazyFeature>();
  for (const match of matches) {
    const handle = match.handle as Partial<FeatureHandle> | undefined;
    for (const feature of handle?.features ?? []) features.add(feature);
  }
  return [...features];
}

/**
 * All interface strings, for the server (API messages, SSR). Each language is its base file plus
 * one file per feature (src/locales/features/<feature>/<lang>.json, under the feature's own
 * top-level key), so that features grow their strings without touching each other's. The browser
 * loads the page language's base chunk (`load-locale.ts`) and the lazy features its pages name
 * (`lazy-features.ts`).
 */
import type { Locale } from "../domain/locales.ts";
import type { LazyFeature } from "./features.ts";
import uk from "./uk.ts";
import pl from "./pl.ts";
import en from "./en.ts";
import ro from "./ro.ts";
import tr from "./tr.ts";
import sk from "./sk.ts";
import hu from "./hu.ts";
import booking_uk from "./features/booking/uk.json" with { type: "json" };
import booking_pl from "./features/booking/pl.json" with { type: "json" };
import booking_en from "./features/booking/en.json" with { type: "json" };
import booking_ro from "./features/booking/ro.json" with { type: "json" };
import booking_tr from "./features/booking/tr.json" with { type: "json" };
import booking_sk from "./features/booking/sk.json" with { type: "json" };
import booking_hu from "./features/booking/hu.json" with { type: "json" };
import queues_uk from "./features/queues/uk.json" with { type: "json" };
import queues_pl from "./features/queues/pl.json" with { type: "json" };
import queues_en from "./features/queues/en.json" with { type: "json" };
import queues_ro from "./features/queues/ro.json" with { type: "json" };
import queues_tr from "./features/queues/tr.json" with { type: "json" };
import queues_sk from "./features/queues/sk.json" with { type: "json" };
import queues_hu from "./features/queues/hu.json" with { type: "json" };
import share_uk from "./features/share/uk.json" with { type: "json" };
import share_pl from "./features/share/pl.json" with { type: "json" };
import share_en from "./features/share/en.json" with { type: "json" };
import share_ro from "./features/share/ro.json" with { type: "json" };
import share_tr from "./features/share/tr.json" with { type: "json" };
import share_sk from "./features/share/sk.json" with { type: "json" };
import share_hu from "./features/share/hu.json" with { type: "json" };
import profileEdits_uk from "./features/profileEdits/uk.json" with { type: "json" };
import profileEdits_pl from "./features/profileEdits/pl.json" with { type: "json" };
import profileEdits_en from "./features/profileEdits/en.json" with { type: "json" };
import profileEdits_ro from "./features/profileEdits/ro.json" with { type: "json" };
import profileEdits_tr from "./features/profileEdits/tr.json" with { type: "json" };
import profileEdits_sk from "./features/profileEdits/sk.json" with { type: "json" };
import profileEdits_hu from "./features/profileEdits/hu.json" with { type: "json" };


type LazyMessages = { booking: typeof booking_uk; queues: typeof queues_uk; share: typeof share_uk; profileEdits: typeof profileEdits_uk };
// Every lazy feature has its strings here.
true satisfies LazyFeature extends keyof LazyMessages ? true : false;

export type Messages = typeof uk & LazyMessages;

const withLazy = (messages: typeof uk, features: LazyMessages): Messages => ({ ...messages, ...features });

export const MESSAGES: Record<Locale, Messages> = {
  uk: withLazy(uk, { booking: booking_uk, queues: queues_uk, share: share_uk, profileEdits: profileEdits_uk }),
  pl: withLazy(pl, { booking: booking_pl, queues: queues_pl, share: share_pl, profileEdits: profileEdits_pl }),
  en: withLazy(en, { booking: booking_en, queues: queues_en, share: share_en, profileEdits: profileEdits_en }),
  ro: withLazy(ro, { booking: booking_ro, queues: queues_ro, share: share_ro, profileEdits: profileEdits_ro }),
  tr: withLazy(tr, { booking: booking_tr, queues: queues_tr, share: share_tr, profileEdits: profileEdits_tr }),
  sk: withLazy(sk, { booking: booking_sk, queues: queues_sk, share: share_sk, profileEdits: profileEdits_sk }),
  hu: withLazy(hu, { booking: booking_hu, queues: queues_hu, share: share_hu, profileEdits: profileEdits_hu }),
};

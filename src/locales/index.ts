/**
 * All interface strings, for the server (API messages, mail, SSR). Each language is its base file
 * plus one file per feature (src/locales/features/<feature>/<lang>.json, under the feature's own
 * top-level key), so that features grow their strings without touching each other's. The browser
 * loads the page language's chunk (`load-locale.ts`: the base and the features every page shows)
 * and the lazy features its pages name (`lazy-features.ts`); the server-only ones (mail, notices
 * rendered by the server) never reach it.
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
import operator_uk from "./features/operator/uk.json" with { type: "json" };
import operator_pl from "./features/operator/pl.json" with { type: "json" };
import operator_en from "./features/operator/en.json" with { type: "json" };
import operator_ro from "./features/operator/ro.json" with { type: "json" };
import operator_tr from "./features/operator/tr.json" with { type: "json" };
import operator_sk from "./features/operator/sk.json" with { type: "json" };
import operator_hu from "./features/operator/hu.json" with { type: "json" };
import violations_uk from "./features/violations/uk.json" with { type: "json" };
import violations_pl from "./features/violations/pl.json" with { type: "json" };
import violations_en from "./features/violations/en.json" with { type: "json" };
import violations_ro from "./features/violations/ro.json" with { type: "json" };
import violations_tr from "./features/violations/tr.json" with { type: "json" };
import violations_sk from "./features/violations/sk.json" with { type: "json" };
import violations_hu from "./features/violations/hu.json" with { type: "json" };
import notificationSettings_uk from "./features/notificationSettings/uk.json" with { type: "json" };
import notificationSettings_pl from "./features/notificationSettings/pl.json" with { type: "json" };
import notificationSettings_en from "./features/notificationSettings/en.json" with { type: "json" };
import notificationSettings_ro from "./features/notificationSettings/ro.json" with { type: "json" };
import notificationSettings_tr from "./features/notificationSettings/tr.json" with { type: "json" };
import notificationSettings_sk from "./features/notificationSettings/sk.json" with { type: "json" };
import notificationSettings_hu from "./features/notificationSettings/hu.json" with { type: "json" };
import mail_uk from "./features/mail/uk.json" with { type: "json" };
import mail_pl from "./features/mail/pl.json" with { type: "json" };
import mail_en from "./features/mail/en.json" with { type: "json" };
import mail_ro from "./features/mail/ro.json" with { type: "json" };
import mail_tr from "./features/mail/tr.json" with { type: "json" };
import mail_sk from "./features/mail/sk.json" with { type: "json" };
import mail_hu from "./features/mail/hu.json" with { type: "json" };
import queueNotices_uk from "./features/queueNotices/uk.json" with { type: "json" };
import queueNotices_pl from "./features/queueNotices/pl.json" with { type: "json" };
import queueNotices_en from "./features/queueNotices/en.json" with { type: "json" };
import queueNotices_ro from "./features/queueNotices/ro.json" with { type: "json" };
import queueNotices_tr from "./features/queueNotices/tr.json" with { type: "json" };
import queueNotices_sk from "./features/queueNotices/sk.json" with { type: "json" };
import queueNotices_hu from "./features/queueNotices/hu.json" with { type: "json" };

type LazyMessages = { booking: typeof booking_uk; queues: typeof queues_uk; share: typeof share_uk; profileEdits: typeof profileEdits_uk; operator: typeof operator_uk; violations: typeof violations_uk; notificationSettings: typeof notificationSettings_uk };
type ServerMessages = { mail: typeof mail_uk; queueNotices: typeof queueNotices_uk };
// Every lazy feature has its strings here.
true satisfies LazyFeature extends keyof LazyMessages ? true : false;

export type Messages = typeof uk & LazyMessages & ServerMessages;

const join = (page: typeof uk, lazy: LazyMessages, server: ServerMessages): Messages => ({ ...page, ...lazy, ...server });

export const MESSAGES: Record<Locale, Messages> = {
  uk: join(
    uk,
    { booking: booking_uk, queues: queues_uk, share: share_uk, profileEdits: profileEdits_uk, operator: operator_uk, violations: violations_uk, notificationSettings: notificationSettings_uk },
    { mail: mail_uk, queueNotices: queueNotices_uk },
  ),
  pl: join(
    pl,
    { booking: booking_pl, queues: queues_pl, share: share_pl, profileEdits: profileEdits_pl, operator: operator_pl, violations: violations_pl, notificationSettings: notificationSettings_pl },
    { mail: mail_pl, queueNotices: queueNotices_pl },
  ),
  en: join(
    en,
    { booking: booking_en, queues: queues_en, share: share_en, profileEdits: profileEdits_en, operator: operator_en, violations: violations_en, notificationSettings: notificationSettings_en },
    { mail: mail_en, queueNotices: queueNotices_en },
  ),
  ro: join(
    ro,
    { booking: booking_ro, queues: queues_ro, share: share_ro, profileEdits: profileEdits_ro, operator: operator_ro, violations: violations_ro, notificationSettings: notificationSettings_ro },
    { mail: mail_ro, queueNotices: queueNotices_ro },
  ),
  tr: join(
    tr,
    { booking: booking_tr, queues: queues_tr, share: share_tr, profileEdits: profileEdits_tr, operator: operator_tr, violations: violations_tr, notificationSettings: notificationSettings_tr },
    { mail: mail_tr, queueNotices: queueNotices_tr },
  ),
  sk: join(
    sk,
    { booking: booking_sk, queues: queues_sk, share: share_sk, profileEdits: profileEdits_sk, operator: operator_sk, violations: violations_sk, notificationSettings: notificationSettings_sk },
    { mail: mail_sk, queueNotices: queueNotices_sk },
  ),
  hu: join(
    hu,
    { booking: booking_hu, queues: queues_hu, share: share_hu, profileEdits: profileEdits_hu, operator: operator_hu, violations: violations_hu, notificationSettings: notificationSettings_hu },
    { mail: mail_hu, queueNotices: queueNotices_hu },
  ),
};

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
import auth_uk from "./features/auth/uk.json" with { type: "json" };
import auth_pl from "./features/auth/pl.json" with { type: "json" };
import auth_en from "./features/auth/en.json" with { type: "json" };
import auth_ro from "./features/auth/ro.json" with { type: "json" };
import auth_tr from "./features/auth/tr.json" with { type: "json" };
import auth_sk from "./features/auth/sk.json" with { type: "json" };
import auth_hu from "./features/auth/hu.json" with { type: "json" };
import botQuestion_uk from "./features/botQuestion/uk.json" with { type: "json" };
import botQuestion_pl from "./features/botQuestion/pl.json" with { type: "json" };
import botQuestion_en from "./features/botQuestion/en.json" with { type: "json" };
import botQuestion_ro from "./features/botQuestion/ro.json" with { type: "json" };
import botQuestion_tr from "./features/botQuestion/tr.json" with { type: "json" };
import botQuestion_sk from "./features/botQuestion/sk.json" with { type: "json" };
import botQuestion_hu from "./features/botQuestion/hu.json" with { type: "json" };
import botCheck_uk from "./features/botCheck/uk.json" with { type: "json" };
import botCheck_pl from "./features/botCheck/pl.json" with { type: "json" };
import botCheck_en from "./features/botCheck/en.json" with { type: "json" };
import botCheck_ro from "./features/botCheck/ro.json" with { type: "json" };
import botCheck_tr from "./features/botCheck/tr.json" with { type: "json" };
import botCheck_sk from "./features/botCheck/sk.json" with { type: "json" };
import botCheck_hu from "./features/botCheck/hu.json" with { type: "json" };
import codeResend_uk from "./features/codeResend/uk.json" with { type: "json" };
import codeResend_pl from "./features/codeResend/pl.json" with { type: "json" };
import codeResend_en from "./features/codeResend/en.json" with { type: "json" };
import codeResend_ro from "./features/codeResend/ro.json" with { type: "json" };
import codeResend_tr from "./features/codeResend/tr.json" with { type: "json" };
import codeResend_sk from "./features/codeResend/sk.json" with { type: "json" };
import codeResend_hu from "./features/codeResend/hu.json" with { type: "json" };
import profileNav_uk from "./features/profileNav/uk.json" with { type: "json" };
import profileNav_pl from "./features/profileNav/pl.json" with { type: "json" };
import profileNav_en from "./features/profileNav/en.json" with { type: "json" };
import profileNav_ro from "./features/profileNav/ro.json" with { type: "json" };
import profileNav_tr from "./features/profileNav/tr.json" with { type: "json" };
import profileNav_sk from "./features/profileNav/sk.json" with { type: "json" };
import profileNav_hu from "./features/profileNav/hu.json" with { type: "json" };
import carrierTabs_uk from "./features/carrierTabs/uk.json" with { type: "json" };
import carrierTabs_pl from "./features/carrierTabs/pl.json" with { type: "json" };
import carrierTabs_en from "./features/carrierTabs/en.json" with { type: "json" };
import carrierTabs_ro from "./features/carrierTabs/ro.json" with { type: "json" };
import carrierTabs_tr from "./features/carrierTabs/tr.json" with { type: "json" };
import carrierTabs_sk from "./features/carrierTabs/sk.json" with { type: "json" };
import carrierTabs_hu from "./features/carrierTabs/hu.json" with { type: "json" };
import removal_uk from "./features/removal/uk.json" with { type: "json" };
import removal_pl from "./features/removal/pl.json" with { type: "json" };
import removal_en from "./features/removal/en.json" with { type: "json" };
import removal_ro from "./features/removal/ro.json" with { type: "json" };
import removal_tr from "./features/removal/tr.json" with { type: "json" };
import removal_sk from "./features/removal/sk.json" with { type: "json" };
import removal_hu from "./features/removal/hu.json" with { type: "json" };
import faq_uk from "./features/faq/uk.json" with { type: "json" };
import faq_pl from "./features/faq/pl.json" with { type: "json" };
import faq_en from "./features/faq/en.json" with { type: "json" };
import faq_ro from "./features/faq/ro.json" with { type: "json" };
import faq_tr from "./features/faq/tr.json" with { type: "json" };
import faq_sk from "./features/faq/sk.json" with { type: "json" };
import faq_hu from "./features/faq/hu.json" with { type: "json" };
import contentPages_uk from "./features/contentPages/uk.json" with { type: "json" };
import contentPages_pl from "./features/contentPages/pl.json" with { type: "json" };
import contentPages_en from "./features/contentPages/en.json" with { type: "json" };
import contentPages_ro from "./features/contentPages/ro.json" with { type: "json" };
import contentPages_tr from "./features/contentPages/tr.json" with { type: "json" };
import contentPages_sk from "./features/contentPages/sk.json" with { type: "json" };
import contentPages_hu from "./features/contentPages/hu.json" with { type: "json" };
import waitingAreas_uk from "./features/waitingAreas/uk.json" with { type: "json" };
import waitingAreas_pl from "./features/waitingAreas/pl.json" with { type: "json" };
import waitingAreas_en from "./features/waitingAreas/en.json" with { type: "json" };
import waitingAreas_ro from "./features/waitingAreas/ro.json" with { type: "json" };
import waitingAreas_tr from "./features/waitingAreas/tr.json" with { type: "json" };
import waitingAreas_sk from "./features/waitingAreas/sk.json" with { type: "json" };
import waitingAreas_hu from "./features/waitingAreas/hu.json" with { type: "json" };
import feedback_uk from "./features/feedback/uk.json" with { type: "json" };
import feedback_pl from "./features/feedback/pl.json" with { type: "json" };
import feedback_en from "./features/feedback/en.json" with { type: "json" };
import feedback_ro from "./features/feedback/ro.json" with { type: "json" };
import feedback_tr from "./features/feedback/tr.json" with { type: "json" };
import feedback_sk from "./features/feedback/sk.json" with { type: "json" };
import feedback_hu from "./features/feedback/hu.json" with { type: "json" };
import statistics_uk from "./features/statistics/uk.json" with { type: "json" };
import statistics_pl from "./features/statistics/pl.json" with { type: "json" };
import statistics_en from "./features/statistics/en.json" with { type: "json" };
import statistics_ro from "./features/statistics/ro.json" with { type: "json" };
import statistics_tr from "./features/statistics/tr.json" with { type: "json" };
import statistics_sk from "./features/statistics/sk.json" with { type: "json" };
import statistics_hu from "./features/statistics/hu.json" with { type: "json" };
import webhooks_uk from "./features/webhooks/uk.json" with { type: "json" };
import webhooks_pl from "./features/webhooks/pl.json" with { type: "json" };
import webhooks_en from "./features/webhooks/en.json" with { type: "json" };
import webhooks_ro from "./features/webhooks/ro.json" with { type: "json" };
import webhooks_tr from "./features/webhooks/tr.json" with { type: "json" };
import webhooks_sk from "./features/webhooks/sk.json" with { type: "json" };
import webhooks_hu from "./features/webhooks/hu.json" with { type: "json" };
import workload_uk from "./features/workload/uk.json" with { type: "json" };
import workload_pl from "./features/workload/pl.json" with { type: "json" };
import workload_en from "./features/workload/en.json" with { type: "json" };
import workload_ro from "./features/workload/ro.json" with { type: "json" };
import workload_tr from "./features/workload/tr.json" with { type: "json" };
import workload_sk from "./features/workload/sk.json" with { type: "json" };
import workload_hu from "./features/workload/hu.json" with { type: "json" };
import map_uk from "./features/map/uk.json" with { type: "json" };
import map_pl from "./features/map/pl.json" with { type: "json" };
import map_en from "./features/map/en.json" with { type: "json" };
import map_ro from "./features/map/ro.json" with { type: "json" };
import map_tr from "./features/map/tr.json" with { type: "json" };
import map_sk from "./features/map/sk.json" with { type: "json" };
import map_hu from "./features/map/hu.json" with { type: "json" };
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
import ownership_uk from "./features/ownership/uk.json" with { type: "json" };
import ownership_pl from "./features/ownership/pl.json" with { type: "json" };
import ownership_en from "./features/ownership/en.json" with { type: "json" };
import ownership_ro from "./features/ownership/ro.json" with { type: "json" };
import ownership_tr from "./features/ownership/tr.json" with { type: "json" };
import ownership_sk from "./features/ownership/sk.json" with { type: "json" };
import ownership_hu from "./features/ownership/hu.json" with { type: "json" };
import queue_uk from "./features/queue/uk.json" with { type: "json" };
import queue_pl from "./features/queue/pl.json" with { type: "json" };
import queue_en from "./features/queue/en.json" with { type: "json" };
import queue_ro from "./features/queue/ro.json" with { type: "json" };
import queue_tr from "./features/queue/tr.json" with { type: "json" };
import queue_sk from "./features/queue/sk.json" with { type: "json" };
import queue_hu from "./features/queue/hu.json" with { type: "json" };

import admin_uk from "./features/admin/uk.json" with { type: "json" };
import admin_pl from "./features/admin/pl.json" with { type: "json" };
import admin_en from "./features/admin/en.json" with { type: "json" };
import admin_ro from "./features/admin/ro.json" with { type: "json" };
import admin_tr from "./features/admin/tr.json" with { type: "json" };
import admin_sk from "./features/admin/sk.json" with { type: "json" };
import admin_hu from "./features/admin/hu.json" with { type: "json" };
import adminContent_uk from "./features/adminContent/uk.json" with { type: "json" };
import adminContent_pl from "./features/adminContent/pl.json" with { type: "json" };
import adminContent_en from "./features/adminContent/en.json" with { type: "json" };
import adminContent_ro from "./features/adminContent/ro.json" with { type: "json" };
import adminContent_tr from "./features/adminContent/tr.json" with { type: "json" };
import adminContent_sk from "./features/adminContent/sk.json" with { type: "json" };
import adminContent_hu from "./features/adminContent/hu.json" with { type: "json" };
import adminCheckpoints_uk from "./features/adminCheckpoints/uk.json" with { type: "json" };
import adminCheckpoints_pl from "./features/adminCheckpoints/pl.json" with { type: "json" };
import adminCheckpoints_en from "./features/adminCheckpoints/en.json" with { type: "json" };
import adminCheckpoints_ro from "./features/adminCheckpoints/ro.json" with { type: "json" };
import adminCheckpoints_tr from "./features/adminCheckpoints/tr.json" with { type: "json" };
import adminCheckpoints_sk from "./features/adminCheckpoints/sk.json" with { type: "json" };
import adminCheckpoints_hu from "./features/adminCheckpoints/hu.json" with { type: "json" };
import adminWaitingAreas_uk from "./features/adminWaitingAreas/uk.json" with { type: "json" };
import adminWaitingAreas_pl from "./features/adminWaitingAreas/pl.json" with { type: "json" };
import adminWaitingAreas_en from "./features/adminWaitingAreas/en.json" with { type: "json" };
import adminWaitingAreas_ro from "./features/adminWaitingAreas/ro.json" with { type: "json" };
import adminWaitingAreas_tr from "./features/adminWaitingAreas/tr.json" with { type: "json" };
import adminWaitingAreas_sk from "./features/adminWaitingAreas/sk.json" with { type: "json" };
import adminWaitingAreas_hu from "./features/adminWaitingAreas/hu.json" with { type: "json" };
import adminUsers_uk from "./features/adminUsers/uk.json" with { type: "json" };
import adminUsers_pl from "./features/adminUsers/pl.json" with { type: "json" };
import adminUsers_en from "./features/adminUsers/en.json" with { type: "json" };
import adminUsers_ro from "./features/adminUsers/ro.json" with { type: "json" };
import adminUsers_tr from "./features/adminUsers/tr.json" with { type: "json" };
import adminUsers_sk from "./features/adminUsers/sk.json" with { type: "json" };
import adminUsers_hu from "./features/adminUsers/hu.json" with { type: "json" };
import adminFeedback_uk from "./features/adminFeedback/uk.json" with { type: "json" };
import adminFeedback_pl from "./features/adminFeedback/pl.json" with { type: "json" };
import adminFeedback_en from "./features/adminFeedback/en.json" with { type: "json" };
import adminFeedback_ro from "./features/adminFeedback/ro.json" with { type: "json" };
import adminFeedback_tr from "./features/adminFeedback/tr.json" with { type: "json" };
import adminFeedback_sk from "./features/adminFeedback/sk.json" with { type: "json" };
import adminFeedback_hu from "./features/adminFeedback/hu.json" with { type: "json" };

type LazyMessages = { booking: typeof booking_uk; queues: typeof queues_uk; share: typeof share_uk; profileEdits: typeof profileEdits_uk; operator: typeof operator_uk; violations: typeof violations_uk; notificationSettings: typeof notificationSettings_uk; auth: typeof auth_uk; botQuestion: typeof botQuestion_uk; botCheck: typeof botCheck_uk; codeResend: typeof codeResend_uk; profileNav: typeof profileNav_uk; carrierTabs: typeof carrierTabs_uk; removal: typeof removal_uk; faq: typeof faq_uk; contentPages: typeof contentPages_uk; waitingAreas: typeof waitingAreas_uk; feedback: typeof feedback_uk; map: typeof map_uk; statistics: typeof statistics_uk; webhooks: typeof webhooks_uk; workload: typeof workload_uk; admin: typeof admin_uk; adminContent: typeof adminContent_uk; adminCheckpoints: typeof adminCheckpoints_uk; adminWaitingAreas: typeof adminWaitingAreas_uk; adminUsers: typeof adminUsers_uk; adminFeedback: typeof adminFeedback_uk };
type ServerMessages = { mail: typeof mail_uk; queueNotices: typeof queueNotices_uk; ownership: typeof ownership_uk; queue: typeof queue_uk };
// Every lazy feature has its strings here.
true satisfies LazyFeature extends keyof LazyMessages ? true : false;

export type Messages = typeof uk & LazyMessages & ServerMessages;

const join = (page: typeof uk, lazy: LazyMessages, server: ServerMessages): Messages => ({ ...page, ...lazy, ...server });

export const MESSAGES: Record<Locale, Messages> = {
  uk: join(
    uk,
    { booking: booking_uk, queues: queues_uk, share: share_uk, profileEdits: profileEdits_uk, operator: operator_uk, violations: violations_uk, notificationSettings: notificationSettings_uk, auth: auth_uk, botQuestion: botQuestion_uk, botCheck: botCheck_uk, codeResend: codeResend_uk, profileNav: profileNav_uk, carrierTabs: carrierTabs_uk, removal: removal_uk, faq: faq_uk, contentPages: contentPages_uk, waitingAreas: waitingAreas_uk, feedback: feedback_uk, map: map_uk, statistics: statistics_uk, webhooks: webhooks_uk, workload: workload_uk, admin: admin_uk, adminContent: adminContent_uk, adminCheckpoints: adminCheckpoints_uk, adminWaitingAreas: adminWaitingAreas_uk, adminUsers: adminUsers_uk, adminFeedback: adminFeedback_uk },
    { mail: mail_uk, queueNotices: queueNotices_uk, ownership: ownership_uk, queue: queue_uk },
  ),
  pl: join(
    pl,
    { booking: booking_pl, queues: queues_pl, share: share_pl, profileEdits: profileEdits_pl, operator: operator_pl, violations: violations_pl, notificationSettings: notificationSettings_pl, auth: auth_pl, botQuestion: botQuestion_pl, botCheck: botCheck_pl, codeResend: codeResend_pl, profileNav: profileNav_pl, carrierTabs: carrierTabs_pl, removal: removal_pl, faq: faq_pl, contentPages: contentPages_pl, waitingAreas: waitingAreas_pl, feedback: feedback_pl, map: map_pl, statistics: statistics_pl, webhooks: webhooks_pl, workload: workload_pl, admin: admin_pl, adminContent: adminContent_pl, adminCheckpoints: adminCheckpoints_pl, adminWaitingAreas: adminWaitingAreas_pl, adminUsers: adminUsers_pl, adminFeedback: adminFeedback_pl },
    { mail: mail_pl, queueNotices: queueNotices_pl, ownership: ownership_pl, queue: queue_pl },
  ),
  en: join(
    en,
    { booking: booking_en, queues: queues_en, share: share_en, profileEdits: profileEdits_en, operator: operator_en, violations: violations_en, notificationSettings: notificationSettings_en, auth: auth_en, botQuestion: botQuestion_en, botCheck: botCheck_en, codeResend: codeResend_en, profileNav: profileNav_en, carrierTabs: carrierTabs_en, removal: removal_en, faq: faq_en, contentPages: contentPages_en, waitingAreas: waitingAreas_en, feedback: feedback_en, map: map_en, statistics: statistics_en, webhooks: webhooks_en, workload: workload_en, admin: admin_en, adminContent: adminContent_en, adminCheckpoints: adminCheckpoints_en, adminWaitingAreas: adminWaitingAreas_en, adminUsers: adminUsers_en, adminFeedback: adminFeedback_en },
    { mail: mail_en, queueNotices: queueNotices_en, ownership: ownership_en, queue: queue_en },
  ),
  ro: join(
    ro,
    { booking: booking_ro, queues: queues_ro, share: share_ro, profileEdits: profileEdits_ro, operator: operator_ro, violations: violations_ro, notificationSettings: notificationSettings_ro, auth: auth_ro, botQuestion: botQuestion_ro, botCheck: botCheck_ro, codeResend: codeResend_ro, profileNav: profileNav_ro, carrierTabs: carrierTabs_ro, removal: removal_ro, faq: faq_ro, contentPages: contentPages_ro, waitingAreas: waitingAreas_ro, feedback: feedback_ro, map: map_ro, statistics: statistics_ro, webhooks: webhooks_ro, workload: workload_ro, admin: admin_ro, adminContent: adminContent_ro, adminCheckpoints: adminCheckpoints_ro, adminWaitingAreas: adminWaitingAreas_ro, adminUsers: adminUsers_ro, adminFeedback: adminFeedback_ro },
    { mail: mail_ro, queueNotices: queueNotices_ro, ownership: ownership_ro, queue: queue_ro },
  ),
  tr: join(
    tr,
    { booking: booking_tr, queues: queues_tr, share: share_tr, profileEdits: profileEdits_tr, operator: operator_tr, violations: violations_tr, notificationSettings: notificationSettings_tr, auth: auth_tr, botQuestion: botQuestion_tr, botCheck: botCheck_tr, codeResend: codeResend_tr, profileNav: profileNav_tr, carrierTabs: carrierTabs_tr, removal: removal_tr, faq: faq_tr, contentPages: contentPages_tr, waitingAreas: waitingAreas_tr, feedback: feedback_tr, map: map_tr, statistics: statistics_tr, webhooks: webhooks_tr, workload: workload_tr, admin: admin_tr, adminContent: adminContent_tr, adminCheckpoints: adminCheckpoints_tr, adminWaitingAreas: adminWaitingAreas_tr, adminUsers: adminUsers_tr, adminFeedback: adminFeedback_tr },
    { mail: mail_tr, queueNotices: queueNotices_tr, ownership: ownership_tr, queue: queue_tr },
  ),
  sk: join(
    sk,
    { booking: booking_sk, queues: queues_sk, share: share_sk, profileEdits: profileEdits_sk, operator: operator_sk, violations: violations_sk, notificationSettings: notificationSettings_sk, auth: auth_sk, botQuestion: botQuestion_sk, botCheck: botCheck_sk, codeResend: codeResend_sk, profileNav: profileNav_sk, carrierTabs: carrierTabs_sk, removal: removal_sk, faq: faq_sk, contentPages: contentPages_sk, waitingAreas: waitingAreas_sk, feedback: feedback_sk, map: map_sk, statistics: statistics_sk, webhooks: webhooks_sk, workload: workload_sk, admin: admin_sk, adminContent: adminContent_sk, adminCheckpoints: adminCheckpoints_sk, adminWaitingAreas: adminWaitingAreas_sk, adminUsers: adminUsers_sk, adminFeedback: adminFeedback_sk },
    { mail: mail_sk, queueNotices: queueNotices_sk, ownership: ownership_sk, queue: queue_sk },
  ),
  hu: join(
    hu,
    { booking: booking_hu, queues: queues_hu, share: share_hu, profileEdits: profileEdits_hu, operator: operator_hu, violations: violations_hu, notificationSettings: notificationSettings_hu, auth: auth_hu, botQuestion: botQuestion_hu, botCheck: botCheck_hu, codeResend: codeResend_hu, profileNav: profileNav_hu, carrierTabs: carrierTabs_hu, removal: removal_hu, faq: faq_hu, contentPages: contentPages_hu, waitingAreas: waitingAreas_hu, feedback: feedback_hu, map: map_hu, statistics: statistics_hu, webhooks: webhooks_hu, workload: workload_hu, admin: admin_hu, adminContent: adminContent_hu, adminCheckpoints: adminCheckpoints_hu, adminWaitingAreas: adminWaitingAreas_hu, adminUsers: adminUsers_hu, adminFeedback: adminFeedback_hu },
    { mail: mail_hu, queueNotices: queueNotices_hu, ownership: ownership_hu, queue: queue_hu },
  ),
};

/**
 * Every route of SPEC §2, in 7 languages: uk without a prefix, the others under /pl, /en, /ro,
 * /tr, /sk, /hu (the optional `:lang` segment, checked by the locale layout), plus the header's
 * logout action. Each route has its own id, named after its title key. Guards (SPEC §6): login for account, profile and queue screens; a
 * carrier type for profile and queue screens (not for the checkpoint operator's console).
 */
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route(":lang?", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/content-page.tsx", { id: "about" }),
    route("contacts", "routes/contacts.tsx", { id: "contacts" }),
    route("create-account", "routes/create-account.tsx", { id: "createAccount" }),
    route("faq", "routes/faq.tsx", { id: "faq" }),
    route("login", "routes/login.tsx", { id: "login" }),
    route("logout", "routes/logout.tsx", { id: "logout" }),
    route("new-password", "routes/new-password.tsx", { id: "newPassword" }),
    route("recover", "routes/recover.tsx", { id: "recover" }),
    route("register", "routes/register.tsx", { id: "register" }),
    route("news", "routes/news.tsx"),
    route("news/:id", "routes/news-item.tsx"),
    route("privacy", "routes/content-page.tsx", { id: "privacy" }),
    route("terms", "routes/content-page.tsx", { id: "terms" }),
    route("s/:id", "routes/short-link.tsx", { id: "shortLink" }),
    route("service-by-countries", "routes/service-by-countries.tsx", { id: "serviceByCountries" }),
    route("service-by-countries/api", "routes/service-by-countries-api.tsx", { id: "serviceByCountriesApi" }),
    route("service-by-countries/create", "routes/service-by-countries-create.tsx", { id: "serviceByCountriesCreate" }),
    route("service-by-countries/:id", "routes/service-by-countries-item.tsx", { id: "serviceByCountriesItem" }),
    route("statistics", "routes/statistics.tsx", { id: "statistics" }),
    route("workload", "routes/workload.tsx", { id: "workload" }),
    // The workload boards: their own, lighter layout (route handle `frame`, workload/workload-frame.tsx).
    route("workload/:carrierType/:flowType", "routes/workload-flow.tsx", { id: "workloadBoard" }),
    route("workload/:carrierType/checkpoints/:checkpointId/:flowType/:queueStatus", "routes/workload-board.tsx", {
      id: "workloadCheckpoint",
    }),
    layout("routes/require-login.tsx", [
      // The profile's menu and next-step pointer frame the violations too (a second id of the same layout).
      layout("routes/profile-layout.tsx", { id: "profileLayoutViolations" }, [
        route("account/violations", "routes/violations.tsx", { id: "violations" }),
        route("account/violations/:id/:page", "routes/violation.tsx", { id: "violation" }),
      ]),
      route("profile/carrierType", "routes/carrier-type.tsx", { id: "carrierType" }),
      route("operator", "routes/operator.tsx", { id: "operator" }),
      route("operator/lanes/:id", "routes/operator-lane.tsx", { id: "operatorLane" }),
      // The administration console (src/web/admin/sections.ts lists its menu).
      layout("routes/admin-layout.tsx", { id: "adminLayout" }, [
        route("admin", "routes/admin.tsx", { id: "adminHome" }),
        route("admin/audit", "routes/admin-audit.tsx", { id: "adminAudit" }),
        // News, FAQ entries and information pages: one list and one editor, the kind from the path.
        route("admin/news", "routes/admin-content-list.tsx", { id: "adminNews" }),
        route("admin/news/:id", "routes/admin-content-item.tsx", { id: "adminNewsItem" }),
        route("admin/faq", "routes/admin-content-list.tsx", { id: "adminFaq" }),
        route("admin/faq/:id", "routes/admin-content-item.tsx", { id: "adminFaqEntry" }),
        route("admin/faq-topics", "routes/admin-faq-topics.tsx", { id: "adminFaqTopics" }),
        route("admin/faq-topics/:id", "routes/admin-faq-topic.tsx", { id: "adminFaqTopic" }),
        route("admin/pages", "routes/admin-content-list.tsx", { id: "adminPages" }),
        route("admin/pages/:id", "routes/admin-content-item.tsx", { id: "adminPage" }),
        route("admin/short-links", "routes/admin-short-links.tsx", { id: "adminShortLinks" }),
        route("admin/users", "routes/admin-users.tsx", { id: "adminUsers" }),
        route("admin/users/:id", "routes/admin-user.tsx", { id: "adminUser" }),
        route("admin/reviews", "routes/admin-reviews.tsx", { id: "adminReviews" }),
        route("admin/reviews/:id", "routes/admin-review.tsx", { id: "adminReview" }),
        route("admin/feedback", "routes/admin-feedback.tsx", { id: "adminFeedback" }),
        route("admin/feedback/:id", "routes/admin-feedback-message.tsx", { id: "adminFeedbackMessage" }),
        route("admin/checkpoints", "routes/admin-checkpoints.tsx", { id: "adminCheckpoints" }),
        route("admin/checkpoints/:id", "routes/admin-checkpoint.tsx", { id: "adminCheckpoint" }),
        route("admin/lanes/:id", "routes/admin-lane.tsx", { id: "adminLane" }),
        route("admin/waiting-areas", "routes/admin-waiting-areas.tsx", { id: "adminWaitingAreas" }),
        route("admin/waiting-areas/:id", "routes/admin-waiting-area.tsx", { id: "adminWaitingArea" }),
        route("admin/applications", "routes/admin-applications.tsx", { id: "adminApplications" }),
        route("admin/applications/:id", "routes/admin-application.tsx", { id: "adminApplication" }),
      ]),
      route("account/notices", "routes/notices.tsx", { id: "notices" }),
      layout("routes/require-carrier-type.tsx", [
        layout("routes/profile-layout.tsx", { id: "profileLayout" }, [
          route("profile/carrier", "routes/profile-carrier.tsx", { id: "carrier" }),
          route("profile/details", "routes/profile-details.tsx", { id: "details" }),
          route("profile/licenses", "routes/profile-licenses.tsx", { id: "licenses" }),
          route("profile/licenses/:id", "routes/profile-license.tsx", { id: "license" }),
          route("profile/webhooks", "routes/profile-webhooks.tsx", { id: "webhooks" }),
        ]),
        route("queue/join", "routes/queue-join.tsx", { id: "queueJoin" }),
        route("queue/:id/edit", "routes/queue-edit.tsx", { id: "queueEdit" }),
        route("queue/new/:queueType", "routes/queue-new.tsx", { id: "queueNew" }),
        route("queues-archive", "routes/queues-archive.tsx", { id: "queuesArchive" }),
        route("queues", "routes/queues.tsx", { id: "queues" }),
        route("queues/:id", "routes/queue-entry.tsx", { id: "queue" }),
        route("queues/:id/share", "routes/queue-share.tsx", { id: "queueShare" }),
      ]),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

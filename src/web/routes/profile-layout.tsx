/**
 * The frame of the profile's pages ('My info', carrier, drivers, vehicles, permits, violations): a
 * menu of the sections, each saying what it holds or still lacks, and a pointer to the next step
 * until the carrier may join the queue, then to 'Стати в чергу' (`src/domain/profile-progress.ts`).
 * Read from the API on each page, so the pointer moves on after every saved form. Plain links: it
 * works without JavaScript.
 */
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import type { VehicleType } from "../../domain/codes.ts";
import { splitLocalePath } from "../../domain/locale-routing.ts";
import { profileProgress, type NextStep, type ProfileProgress, type ProfileSection, type SectionState } from "../../domain/profile-progress.ts";
import { AppLink } from "../components/app-link.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { readOnce } from "../profile/profile-reads.server.ts";
import { JoinQueueLink } from "../queue/join/join-queue-link.tsx";
import { requireViewer } from "../viewer.server.ts";
import type { Route } from "./+types/profile-layout";

export async function loader({ context, url }: Route.LoaderArgs) {
  const web = getWeb(context);
  const viewer = await requireViewer(web, url);
  const vehicleType: VehicleType | null = viewer.carrier_type;
  // Shared with the page inside (readOnce): the carrier page reads the same lists.
  const [carriers, drivers, vehicles, permits, details, violations] = await Promise.all([
    readOnce<{ data: Record<string, { regular_passenger: boolean }> }>(web, "/profile/carriers"),
    readOnce<{ data: unknown[] }>(web, "/profile/drivers"),
    readOnce<{ data: Array<{ vehicle_type: number }> }>(web, "/profile/vehicles"),
    readOnce<{ data: Array<{ kind: string }> }>(web, "/profile/permits"),
    readOnce<{ data: { phone_verified: boolean } | null }>(web, "/profile/details"),
    web.api.get<{ meta: { total: number; blocked_until: string | null } }>("/violations", { toastErrors: false, query: { status: "active", per_page: 1 } }),
  ]);
  const carrier = vehicleType === null ? undefined : carriers?.data[String(vehicleType)];
  const permitList = permits?.data ?? [];
  const progress = profileProgress({
    carrierType: vehicleType,
    // The phone the account signed up with is verified by sign-up itself.
    details: { saved: Boolean(details?.data), phoneVerified: Boolean(details?.data?.phone_verified) || viewer.phone !== null },
    carrier: carrier ? { regularPassenger: carrier.regular_passenger } : null,
    drivers: drivers?.data.length ?? 0,
    vehicles: (vehicles?.data ?? []).filter((vehicle) => vehicle.vehicle_type === vehicleType).length,
    permits: permitList.length,
    regularPermits: permitList.filter((permit) => permit.kind === "regular").length,
    activeViolations: violations?.meta.total ?? 0,
    blocked: Boolean(violations?.meta.blocked_until),
  });
  // What each section holds or lacks, written out here: its counts' plural rules would have the
  // browser build an Intl object while every profile page hydrates.
  const statuses = Object.fromEntries(progress.sections.map((state) => [state.section, statusText(web.i18n.t, state)]));
  return { progress, statuses, hasCarrierType: vehicleType !== null };
}

/** Where each section lives: drivers and vehicles are parts of the carrier page. */
const SECTION_PATHS: Record<ProfileSection, { path: string; hash?: string }> = {
  details: { path: "/profile/details" },
  carrier: { path: "/profile/carrier" },
  drivers: { path: "/profile/carrier", hash: "drivers-heading" },
  vehicles: { path: "/profile/carrier", hash: "vehicles-heading" },
  permits: { path: "/profile/licenses" },
  violations: { path: "/account/violations" },
};

export const handle = { features: ["profileNav"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { progress, statuses, hasCarrierType } = loaderData;
  return (
    <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-4">
      {hasCarrierType ? <ProfileMenu progress={progress} statuses={statuses} /> : null}
      <div>
        {hasCarrierType ? <NextStepPointer next={progress.next} /> : null}
        <Outlet />
      </div>
    </div>
  );
}

function sectionTitle(t: TFunction, section: ProfileSection) {
  switch (section) {
    case "details":
      return t("pages.details");
    case "carrier":
      return t("pages.carrier");
    case "drivers":
      return t("profile.drivers");
    case "vehicles":
      return t("profile.vehicles");
    case "permits":
      return t("pages.licenses");
    case "violations":
      return t("pages.violations");
  }
}

function statusText(t: TFunction, state: SectionState): string {
  if (state.status === "active") return state.blocked ? t("profileNav.status.blocked") : t("profileNav.status.violationsActive", { count: state.count });
  if (state.status === "none") return t("profileNav.status.violationsNone");
  if (state.status === "optional") return t("profileNav.status.permitsOptional");
  if (state.status === "unverified") return t("profileNav.status.detailsUnverified");
  if (state.status === "missing") return t(`profileNav.status.${state.section}Missing`);
  if (state.status === "done" && state.count !== undefined) return t("profileNav.status.added", { count: state.count });
  return state.section === "details" ? t("profileNav.status.detailsDone") : t("profileNav.status.carrierDone");
}

/** The profile menu: a nav landmark; the page shown is `aria-current="page"`. */
function ProfileMenu({ progress, statuses }: { progress: ProfileProgress; statuses: Record<string, string> }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { pathname } = useLocation();
  const { rest } = splitLocalePath(pathname);
  return (
    <nav aria-labelledby="profile-menu-heading" className="mb-4 rounded border border-slate-200 bg-white p-3 lg:mb-0 lg:self-start">
      <h2 id="profile-menu-heading" className="px-1 text-lg font-semibold text-brand-900">
        {t("profileNav.title")}
      </h2>
      <p className="px-1 text-sm text-slate-700">{t("profileNav.progress", { done: progress.done, required: progress.required })}</p>
      <ul className="mt-2 grid grid-cols-2 gap-1.5 lg:grid-cols-1">
        {progress.sections.map((state) => {
          const { path, hash } = SECTION_PATHS[state.section];
          // The carrier page holds drivers and vehicles too: only its own entry is the current page.
          const current = !hash && (rest === path || rest.startsWith(`${path}/`));
          const lacking = state.status === "missing" || state.status === "unverified" || state.status === "active";
          return (
            <li key={state.section}>
              <AppLink
                to={`${href(path)}${hash ? `#${hash}` : ""}`}
                aria-current={current ? "page" : undefined}
                className={`block h-full rounded border-l-4 px-2 py-1.5 no-underline hover:bg-brand-50 ${
                  current ? "border-brand-700 bg-brand-50" : lacking ? "border-accent" : "border-green-700"
                }`}
              >
                <span className="block text-sm font-semibold text-brand-800 underline-offset-2">{sectionTitle(t, state.section)}</span>
                <span className={`block text-xs ${lacking ? "font-semibold text-slate-900" : "text-slate-700"}`}>
                  {state.status === "done" ? <span aria-hidden="true">✓ </span> : null}
                  {statuses[state.section]}
                </span>
              </AppLink>
            </li>
          );
        })}
        {/* Not a step towards the queue: a dispatcher's tool (docs/webhooks.md). */}
        <li>
          <AppLink
            to={href("/profile/webhooks")}
            aria-current={rest === "/profile/webhooks" ? "page" : undefined}
            className={`block h-full rounded border-l-4 px-2 py-1.5 no-underline hover:bg-brand-50 ${rest === "/profile/webhooks" ? "border-brand-700 bg-brand-50" : "border-slate-300"}`}
          >
            <span className="block text-sm font-semibold text-brand-800 underline-offset-2">{t("pages.webhooks")}</span>
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}

/** After each step, where to go next; once the carrier is ready, 'Стати в чергу'. */
function NextStepPointer({ next }: { next: NextStep }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  if (next.kind === "joinQueue") {
    return (
      <div className="mx-auto mb-2 flex max-w-3xl flex-wrap items-center gap-3 rounded border-l-4 border-green-700 bg-green-50 p-3" data-testid="next-step">
        <p className="font-semibold">{t("profileNav.next.ready")}</p>
        <JoinQueueLink className="rounded bg-accent px-4 py-2 font-semibold text-slate-900 hover:bg-yellow-300" />
      </div>
    );
  }
  const { path, hash } = SECTION_PATHS[next.section];
  const text = next.reason === "unverified" ? t("profileNav.next.detailsUnverified") : t(`profileNav.next.${next.section}`);
  return (
    <div className="mx-auto mb-2 max-w-3xl rounded border-l-4 border-accent bg-accent/20 p-3" data-testid="next-step">
      <p className="text-sm font-semibold text-slate-800">{t("profileNav.next.title")}</p>
      <AppLink to={`${href(path)}${hash ? `#${hash}` : ""}`} className="font-semibold text-brand-800 underline">
        {text} →
      </AppLink>
    </div>
  );
}

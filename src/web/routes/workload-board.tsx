/**
 * Workload boards per vehicle type and flow (and per checkpoint and queue status). The boards come
 * with the queue engine; until then a valid address shows the placeholder and an invalid one 404.
 */
import { data } from "react-router";
import { FLOW_TYPES, QueueStatus, VEHICLE_TYPES } from "../../domain/codes.ts";
import { PageWrapper } from "../components/page-wrapper.tsx";
import { pageMeta } from "../page-title.ts";
import type { Route } from "./+types/workload-board";
import { layoutData } from "./layout-data.ts";
import type { GuestPageHandle } from "../guest-pages.ts";

const BOARD_STATUSES: readonly number[] = [QueueStatus.Awaiting, QueueStatus.BeReady, QueueStatus.OnControl];
const isCode = (value: string | undefined, codes: readonly number[]) =>
  value !== undefined && /^\d+$/.test(value) && codes.includes(Number(value));

export function loader({ params }: Route.LoaderArgs) {
  const valid =
    isCode(params.carrierType, VEHICLE_TYPES) &&
    isCode(params.flowType, FLOW_TYPES) &&
    ("checkpointId" in params ? /^[1-9]\d{0,9}$/.test(params.checkpointId ?? "") : true) &&
    ("queueStatus" in params ? isCode(params.queueStatus, BOARD_STATUSES) : true);
  if (!valid) throw data(null, { status: 404 });
  return null;
}

/** The same for every guest: the server may keep the page for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true } satisfies GuestPageHandle;

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return pageMeta(layout?.pageTitles.workload, layout?.app ?? { name: "" });
}

export default function WorkloadBoard() {
  return <PageWrapper comingSoon />;
}

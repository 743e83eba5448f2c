/** Whether a checkpoint takes bookings ('Стати в чергу' beside its queues): the site's settings name them (in test mode, the active pair). */
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";

export function useTakesBookings(): (checkpointId: number) => boolean {
  const checkpoints = useRouteLoaderData<typeof rootLoader>("root")?.settings.booking_checkpoints ?? [];
  return (checkpointId) => checkpoints.some((checkpoint) => checkpoint.id === checkpointId);
}

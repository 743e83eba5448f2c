/** The v3 workload API's answers as the /workload pages read them (docs/workload-api.md). */
export type QueueState = "open" | "paused" | "closed";

export interface WorkloadQueue {
  checkpoint_id: number;
  title: string;
  name: string;
  foreign_name: string;
  country: string;
  vehicle_type: number;
  flow_type: number;
  is_main: boolean;
  state: QueueState;
  lanes: Array<{ id: number; name: string; is_open: boolean }>;
  vehicles: { awaiting: number; be_ready: number; on_control: number; total: number };
  wait_seconds: number | null;
  free_places_today: number;
  slots_left_today: number;
}

export interface WorkloadRow {
  queue_number: number;
  plate: string;
  searched: boolean;
  status: number;
  registered_at: string;
  estimated_entry_at: string | null;
  time_on_inspection: string | null;
}

export interface Paging {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A board's address: /workload/{vehicleType}/checkpoints/{checkpointId}/{flowType}/{status}. */
export const boardPath = (queue: { vehicle_type: number; checkpoint_id: number; flow_type: number }, status = 30) =>
  `/workload/${queue.vehicle_type}/checkpoints/${queue.checkpoint_id}/${queue.flow_type}/${status}`;

/** The fields of a queue the pages show: the API's answer has more (coordinates, lane ids, slugs). */
export function shownQueue(queue: WorkloadQueue): WorkloadQueue {
  const { checkpoint_id, title, name, foreign_name, country, vehicle_type, flow_type, is_main, state, lanes, vehicles, wait_seconds, free_places_today, slots_left_today } = queue;
  return {
    checkpoint_id,
    title,
    name,
    foreign_name,
    country,
    vehicle_type,
    flow_type,
    is_main,
    state,
    lanes: lanes.map(({ id, name: laneName, is_open }) => ({ id, name: laneName, is_open })),
    vehicles,
    wait_seconds,
    free_places_today,
    slots_left_today,
  };
}

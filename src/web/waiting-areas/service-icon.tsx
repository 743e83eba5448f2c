/** A waiting area's service as a small line icon beside its name (the name is the text; the icon is decoration). */
import type { WaitingAreaService } from "../../domain/waiting-areas.ts";

/** 24×24 line drawings, stroked in the text's colour. */
const PATHS: Record<WaitingAreaService, string> = {
  wifi: "M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01",
  shower: "M4 20V6a3 3 0 0 1 6 0M7 9h8l-4-3zM9 13v1M12 13v2M15 13v1M10 17v1M14 17v1",
  wc: "M3 7l2 10 2-7 2 7 2-10M21 9a3 3 0 1 0 0 6",
  cafe: "M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3",
  shop: "M3 4h2l2.5 11h10L20 7H6.2M9 20h.01M17 20h.01",
  "petrol-station": "M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M6 8h6M14 9h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 0 3 0V8l-3-3",
  "car-wash": "M3 17v-4l2-4h14l2 4v4zM7 20v-3M17 20v-3M8 5l1-2M12 5V3M16 5l-1-2",
  laundry: "M5 3h14v18H5zM5 7h14M12 10a4 4 0 1 0 0 8 4 4 0 0 0 0-8M8 5h.01",
  "tyre-service": "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8",
  security: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  "currency-exchange": "M4 8h13l-3-3M20 16H7l3 3M12 10v4",
};

export function ServiceIcon({ service }: { service: WaitingAreaService }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="shrink-0">
      <path d={PATHS[service]} />
    </svg>
  );
}

/** The services as a list of icons with their names. */
export function ServiceList({ services, name }: { services: readonly WaitingAreaService[]; name: (service: WaitingAreaService) => string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {services.map((service) => (
        <li key={service} className="inline-flex items-center gap-1.5 text-slate-800">
          <ServiceIcon service={service} />
          {name(service)}
        </li>
      ))}
    </ul>
  );
}

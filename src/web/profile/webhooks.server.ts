/** The profile's webhooks page reads the user's endpoints, and the latest deliveries of each (at most 5 endpoints). */
import type { WebContext } from "../context.ts";
import type { WebhookDeliveryView, WebhookEndpointView } from "./webhooks-section.tsx";

/** Deliveries a page shows per endpoint (the API keeps 50). */
const SHOWN = 10;

export async function loadWebhooks(web: WebContext): Promise<Array<WebhookEndpointView & { deliveries: WebhookDeliveryView[] }>> {
  const endpoints = (await web.api.get<{ data: WebhookEndpointView[] }>("/webhooks"))?.data ?? [];
  return Promise.all(
    endpoints.map(async (endpoint) => {
      const log = await web.api.get<{ data: WebhookDeliveryView[] }>(`/webhooks/${endpoint.id}/deliveries`, { toastErrors: false });
      return { ...endpoint, deliveries: (log?.data ?? []).slice(0, SHOWN) };
    }),
  );
}

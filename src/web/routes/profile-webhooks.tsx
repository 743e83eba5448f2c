/**
 * /profile/webhooks (docs/webhooks.md): a dispatcher registers the endpoints their entries' status
 * changes are posted to, sees the signing secret once (the answer to the form, never stored in the
 * page again), the recent deliveries of each with the receiver's answers, sends a test, pauses,
 * resumes or deletes. Plain forms with an intent each: it all works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { webhookFormSchema } from "../../domain/webhooks.ts";
import { z } from "../../domain/zod.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import { redirectWithFlash } from "../flash.server.ts";
import { removeOwn, submitForm } from "../forms/api-submission.server.ts";
import type { FormReply } from "../forms/form-reply.ts";
import { routeTitleMeta } from "../page-title.ts";
import { loadWebhooks } from "../profile/webhooks.server.ts";
import { CreatedSecret, EndpointList, RegisterEndpointForm, WebhookIntent, type WebhooksReply } from "../profile/webhooks-section.tsx";
import type { Route } from "./+types/profile-webhooks";

const endpointSchema = z.object({ endpoint_id: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function loader({ context }: Route.LoaderArgs) {
  return { endpoints: await loadWebhooks(getWeb(context)) };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const web = getWeb(context);
  const formData = await request.formData();
  const page = { locale: web.locale, url };
  const intent = formData.get("intent");
  if (intent === WebhookIntent.Create) {
    const outcome = await submitForm(formData, webhookFormSchema, (value) => web.api.post<{ data: { url: string; secret: string } }>("/webhooks", value), {
      page,
      form: WebhookIntent.Create,
    });
    if (!outcome.ok) return outcome.reply;
    // The secret is shown in this answer only: no redirect, no cookie, nothing kept.
    const created = outcome.value!.data;
    return data({ created: { url: created.url, secret: created.secret } } satisfies WebhooksReply, { headers: { "Cache-Control": "private, no-store" } });
  }
  const endpoint = (call: (id: number) => Promise<unknown>) =>
    submitForm(formData, endpointSchema, (value) => call(value.endpoint_id), { page, form: WebhookIntent.Actions });
  const back = (id: number | null, key: "webhooks.changed" | "webhooks.deleted" | "webhooks.tested") =>
    redirectWithFlash(web, id === null ? url.pathname : `${url.pathname}#webhook-${id}`, key);
  const id = Number(formData.get("endpoint_id"));
  if (intent === WebhookIntent.Pause || intent === WebhookIntent.Resume) {
    const outcome = await endpoint((endpointId) => web.api.patch(`/webhooks/${endpointId}`, { active: intent === WebhookIntent.Resume }));
    return outcome.ok ? back(id, "webhooks.changed") : outcome.reply;
  }
  if (intent === WebhookIntent.Test) {
    const outcome = await endpoint((endpointId) => web.api.post(`/webhooks/${endpointId}/test`));
    return outcome.ok ? back(id, "webhooks.tested") : outcome.reply;
  }
  if (intent === WebhookIntent.Delete) {
    const parsed = endpointSchema.safeParse({ endpoint_id: formData.get("endpoint_id") });
    if (parsed.success) await removeOwn(web.api, `/webhooks/${parsed.data.endpoint_id}`, page);
    return back(null, "webhooks.deleted");
  }
  return data({ result: { status: "error", error: { "": ["validation.invalid"] } }, form: WebhookIntent.Actions } satisfies FormReply, { status: 400 });
}

export const handle = { features: ["webhooks"] } satisfies FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

export default function ProfileWebhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const reply = actionData as WebhooksReply | FormReply | undefined;
  const created = reply && "created" in reply ? reply.created : null;
  const formReply = reply && "result" in reply ? reply : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t("pages.webhooks")}</h1>
      <p>{t("webhooks.intro")}</p>
      {created ? <CreatedSecret created={created} /> : null}
      <EndpointList endpoints={loaderData.endpoints} reply={formReply?.form === WebhookIntent.Actions ? formReply : undefined} />
      <RegisterEndpointForm reply={formReply?.form === WebhookIntent.Create ? formReply : undefined} count={loaderData.endpoints.length} />
    </div>
  );
}

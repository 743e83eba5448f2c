/**
 * The parts of /profile/webhooks: the secret of an endpoint just registered (shown once), the
 * user's endpoints with their recent deliveries and actions, and the form to register one.
 */
import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_EVENTS, webhookFormSchema, type WebhookEvent } from "../../domain/webhooks.ts";
import { useLocale } from "../components/use-locale.ts";
import { SectionCard } from "../components/section-card.tsx";
import { ErrorSummary, SubmitButton, TextField, useMessage } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { formatDateTime } from "../format.ts";

export const WebhookIntent = {
  Create: "create-webhook",
  Pause: "pause-webhook",
  Resume: "resume-webhook",
  Test: "test-webhook",
  Delete: "delete-webhook",
  /** The reply of the per-endpoint buttons. */
  Actions: "webhook-actions",
} as const;

export interface WebhookEndpointView {
  id: number;
  url: string;
  events: WebhookEvent[];
  active: boolean;
}

export interface WebhookDeliveryView {
  id: number;
  type: string;
  state: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status: number | null;
  last_answer: string | null;
  last_error: string | null;
  created_at: string;
}

/** The action's answer to a registration: the secret, shown in this answer only. */
export interface WebhooksReply {
  created: { url: string; secret: string };
}

export function CreatedSecret({ created }: { created: WebhooksReply["created"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="webhook-secret-heading" className="space-y-2 rounded border-4 border-green-700 bg-green-50 p-4">
      <h2 id="webhook-secret-heading" className="text-xl font-semibold">
        {t("webhooks.secret.heading")}
      </h2>
      <p>{t("webhooks.secret.text")}</p>
      <p className="text-sm font-semibold break-all">{t("webhooks.secret.label", { url: created.url })}</p>
      <code data-testid="webhook-secret" className="block rounded border border-slate-300 bg-white p-2 font-mono text-sm break-all select-all">
        {created.secret}
      </code>
    </section>
  );
}

const eventName = (t: (key: string) => string, type: string) => (type.startsWith("entry.") ? t(`webhooks.events.${type.slice("entry.".length)}`) : t("webhooks.deliveries.ping"));

function EndpointButton({ endpointId, intent, children, label }: { endpointId: number; intent: string; children: string; label?: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="endpoint_id" value={endpointId} />
      <button
        type="submit"
        aria-label={label}
        className="rounded border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
      >
        {children}
      </button>
    </Form>
  );
}

function Deliveries({ endpoint, deliveries }: { endpoint: WebhookEndpointView; deliveries: WebhookDeliveryView[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (deliveries.length === 0) return <p className="text-sm text-slate-700">{t("webhooks.deliveries.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold break-all">{t("webhooks.deliveries.heading", { url: endpoint.url })}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-2">{t("webhooks.deliveries.time")}</th>
            <th scope="col" className="py-1 pr-2">{t("webhooks.deliveries.event")}</th>
            <th scope="col" className="py-1 pr-2">{t("webhooks.deliveries.state")}</th>
            <th scope="col" className="py-1 pr-2">{t("webhooks.deliveries.answer")}</th>
            <th scope="col" className="py-1">{t("webhooks.deliveries.attempts")}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-b border-slate-200 align-top">
              <td className="py-1 pr-2 whitespace-nowrap">{formatDateTime(delivery.last_attempt_at ?? delivery.created_at, locale)}</td>
              <td className="py-1 pr-2">{eventName(t, delivery.type)}</td>
              <td className="py-1 pr-2">
                {t(`webhooks.deliveries.states.${delivery.state}`)}
                {delivery.state === "pending" && delivery.next_attempt_at ? (
                  <span className="block text-xs text-slate-700">{t("webhooks.deliveries.next", { time: formatDateTime(delivery.next_attempt_at, locale) })}</span>
                ) : null}
              </td>
              <td className="py-1 pr-2 break-all">
                {delivery.last_status === null ? (
                  <span>{delivery.last_error ?? t("webhooks.deliveries.noAnswer")}</span>
                ) : (
                  <>
                    <span className="font-semibold">HTTP {delivery.last_status}</span>
                    {delivery.last_answer ? <span className="block font-mono text-xs">{delivery.last_answer}</span> : null}
                  </>
                )}
              </td>
              <td className="py-1">{delivery.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function EndpointList({ endpoints, reply }: { endpoints: Array<WebhookEndpointView & { deliveries: WebhookDeliveryView[] }>; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const problems = reply?.result.error?.[""] ?? [];
  return (
    <SectionCard id="webhook-list" title={t("webhooks.list.heading")}>
      {problems.length > 0 ? (
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {message(problems[0]!)}
        </p>
      ) : null}
      {endpoints.length === 0 ? <p>{t("webhooks.list.empty")}</p> : null}
      {endpoints.map((endpoint) => (
        <article key={endpoint.id} id={`webhook-${endpoint.id}`} aria-labelledby={`webhook-${endpoint.id}-url`} className="space-y-3 border-t border-slate-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
          <h3 id={`webhook-${endpoint.id}-url`} className="font-mono text-base font-semibold break-all">
            {endpoint.url}
          </h3>
          <p className="text-sm">
            <span className={`mr-2 rounded px-2 py-0.5 font-semibold ${endpoint.active ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-900"}`}>
              {endpoint.active ? t("webhooks.list.active") : t("webhooks.list.paused")}
            </span>
            {t("webhooks.list.events")}: {endpoint.events.map((event) => t(`webhooks.events.${event}`)).join(", ")}
          </p>
          <div className="flex flex-wrap gap-2">
            <EndpointButton endpointId={endpoint.id} intent={WebhookIntent.Test}>
              {t("webhooks.list.test")}
            </EndpointButton>
            {endpoint.active ? (
              <EndpointButton endpointId={endpoint.id} intent={WebhookIntent.Pause}>
                {t("webhooks.list.pause")}
              </EndpointButton>
            ) : (
              <EndpointButton endpointId={endpoint.id} intent={WebhookIntent.Resume}>
                {t("webhooks.list.resume")}
              </EndpointButton>
            )}
            <EndpointButton endpointId={endpoint.id} intent={WebhookIntent.Delete} label={t("webhooks.list.deleteLabel", { url: endpoint.url })}>
              {t("webhooks.list.delete")}
            </EndpointButton>
          </div>
          <Deliveries endpoint={endpoint} deliveries={endpoint.deliveries} />
        </article>
      ))}
    </SectionCard>
  );
}

function EventChoices({ field, legend }: { field: FieldMetadata<unknown>; legend: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const error = field.errors?.[0];
  const inputs = getCollectionProps(field, { type: "checkbox", options: [...WEBHOOK_EVENTS] });
  return (
    <fieldset id={field.id} tabIndex={-1} aria-describedby={error ? field.errorId : undefined} className={`space-y-1 ${error ? "border-l-4 border-red-700 pl-3" : ""}`}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      {error ? (
        <p id={field.errorId} className="text-sm font-semibold text-red-700">
          {message(error)}
        </p>
      ) : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {inputs.map(({ key, ...input }, index) => (
          <div key={key} className="flex items-start gap-2">
            <input {...input} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <label htmlFor={input.id}>{t(`webhooks.events.${WEBHOOK_EVENTS[index]!}`)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function RegisterEndpointForm({ reply, count }: { reply: FormReply | undefined; count: number }) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(WebhookIntent.Create, webhookFormSchema, reply, { url: "", events: [...WEBHOOK_EVENTS] }, "onSubmit");
  const labels = { url: t("webhooks.form.url"), events: t("webhooks.form.events") };
  return (
    <SectionCard id="webhook-form" title={t("webhooks.form.heading")}>
      {count >= MAX_WEBHOOK_ENDPOINTS ? <p className="font-semibold">{t("webhooks.limitReached", { max: MAX_WEBHOOK_ENDPOINTS })}</p> : null}
      {/* A new endpoint (one more in the list) gives a fresh, empty form. */}
      <Form method="post" {...formProps} key={count} className="space-y-4">
        <ErrorSummary
          form={form}
          summary={summary}
          fields={[
            { field: fields.url, label: labels.url },
            { field: fields.events, label: labels.events },
          ]}
        />
        <input type="hidden" name="intent" value={WebhookIntent.Create} />
        <TextField field={fields.url} label={labels.url} hint={t("webhooks.form.urlHint")} autoComplete="url" />
        <EventChoices field={fields.events} legend={labels.events} />
        <SubmitButton pending={pending}>{t("webhooks.form.submit")}</SubmitButton>
      </Form>
    </SectionCard>
  );
}

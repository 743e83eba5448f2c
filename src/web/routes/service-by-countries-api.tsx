/**
 * /service-by-countries/api: the partner API for waiting-area operators, written from the OpenAPI
 * document the API serves (partner-api.ts): how to get a key, each operation with its example
 * body, answers and a curl command to copy, and the errors' shape. The operations' texts are the
 * document's, in English (marked so for screen readers).
 */
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/app-link.tsx";
import { PageSection } from "../components/page-section.tsx";
import { useLocale } from "../components/use-locale.ts";
import { getWeb } from "../context.ts";
import { withFeatureStrings, type FeatureHandle } from "../feature-strings.ts";
import type { GuestPageHandle } from "../guest-pages.ts";
import { routeTitleMeta } from "../page-title.ts";
import { partnerOperations, type OpenApiDocument } from "../waiting-areas/partner-api.ts";
import type { Route } from "./+types/service-by-countries-api";

const API_PATH = "/api/v3";

export async function loader({ context, request }: Route.LoaderArgs) {
  const document = await getWeb(context).api.get<OpenApiDocument>("/openapi.json");
  const apiUrl = `${new URL(request.url).origin}${API_PATH}`;
  return { operations: document ? partnerOperations(document, ["/waiting-area-api", "/waiting-areas"], apiUrl) : [] };
}

/** The same for every guest: the server may keep it for them (guest-pages.ts). */
export const handle = { sharedWithGuests: true, features: ["waitingAreas"] } satisfies GuestPageHandle & FeatureHandle;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withFeatureStrings(handle, serverLoader);
}

export const meta = routeTitleMeta;

const codeBlock = "mt-2 overflow-x-auto rounded bg-slate-900 p-3 text-sm text-slate-50 focus:outline-3 focus:outline-offset-2 focus:outline-accent";

/** An operation's example under its small title; the block scrolls sideways and takes focus to do so by keyboard. */
function CodeExample({ title, code }: { title: string; code: string }) {
  return (
    <>
      <h4 className="mt-3 font-semibold">{title}</h4>
      <pre className={codeBlock} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </>
  );
}

export default function ServiceByCountriesApi({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { operations } = loaderData;
  const errorExample = JSON.stringify({ message: t("errors.invalidInput"), errors: { plate: [t("validation.required")] } }, null, 2);

  return (
    <article aria-labelledby="api-title" className="mx-auto max-w-4xl">
      <AppLink to={href("/service-by-countries")} className="text-sm text-brand-800 underline underline-offset-2">
        {t("waitingAreas.allAreas")}
      </AppLink>
      <h1 id="api-title" className="mt-3 text-3xl font-bold text-brand-900">
        {t("pages.serviceByCountriesApi")}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{t("waitingAreas.apiIntro")}</p>

      <PageSection headingId="key-title" title={t("waitingAreas.keyTitle")}>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          <li>
            <AppLink to={href("/service-by-countries/create")} className="text-brand-800 underline underline-offset-2">
              {t("waitingAreas.keyStep1")}
            </AppLink>
          </li>
          <li>{t("waitingAreas.keyStep2")}</li>
          <li>
            {t("waitingAreas.keyStep3")} <code className="rounded bg-slate-100 px-1">Authorization: Bearer wa_…</code>
          </li>
          <li>{t("waitingAreas.keyStep4")}</li>
        </ol>
      </PageSection>

      <PageSection headingId="operations-title" title={t("waitingAreas.operationsTitle")}>
        <p className="mt-2">{t("waitingAreas.inEnglish")}</p>
        {operations.map((operation) => (
          <section key={operation.id} id={operation.id} aria-labelledby={`${operation.id}-title`} className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
            <h3 id={`${operation.id}-title`} className="text-xl font-semibold" lang="en">
              {operation.summary}
            </h3>
            <p className="mt-1 font-mono text-sm">
              <strong>{operation.method}</strong> {API_PATH}
              {operation.path}
            </p>
            <p className="mt-1 text-sm font-semibold text-slate-700">{operation.needsKey ? t("waitingAreas.needsKey") : t("waitingAreas.publicRead")}</p>
            {operation.description ? (
              <p className="mt-2" lang="en">
                {operation.description}
              </p>
            ) : null}
            {operation.body ? <CodeExample title={t("waitingAreas.exampleBody")} code={operation.body} /> : null}
            <h4 className="mt-3 font-semibold">{t("waitingAreas.answersTitle")}</h4>
            <ul className="mt-1 space-y-1" lang="en">
              {operation.answers.map((answer) => (
                <li key={answer.status}>
                  <strong className="font-mono">{answer.status}</strong> {answer.description}
                </li>
              ))}
            </ul>
            <CodeExample title={t("waitingAreas.curlTitle")} code={operation.curl} />
          </section>
        ))}
      </PageSection>

      <PageSection headingId="errors-title" title={t("waitingAreas.errorsTitle")}>
        <p className="mt-2">{t("waitingAreas.errorsText")}</p>
        <pre className={codeBlock} tabIndex={0}>
          <code>{errorExample}</code>
        </pre>
        <p className="mt-4">
          <a href={`${API_PATH}/docs/`} className="text-brand-800 underline underline-offset-2">
            {t("waitingAreas.docsLink")}
          </a>
        </p>
      </PageSection>
    </article>
  );
}

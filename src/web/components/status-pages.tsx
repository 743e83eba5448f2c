/** The SPEC's placeholder ('Сторінка у розробці') and error (404 and others) pages. */
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { AppLink } from "./app-link.tsx";
import { useLocale } from "./use-locale.ts";

const buttonClass =
  "inline-block rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-brand-900";

export function PlaceholderPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      {title ? <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</p> : null}
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t("placeholder.title")}</h1>
      <button type="button" className={`${buttonClass} mt-8`} onClick={() => navigate(-1)}>
        {t("placeholder.back")}
      </button>
    </section>
  );
}

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="error-title">
      <p className="text-7xl font-bold text-brand-700" aria-label={t("notFound.status", { status })}>
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {status === 404 ? t("notFound.message") : (message ?? t("errors.somethingWentWrong"))}
      </h1>
      {status === 404 ? <p className="mt-2 break-all text-slate-700">{t("errors.pageNotFound", { path: pathname })}</p> : null}
      <AppLink to={href("/")} className={`${buttonClass} mt-8`}>
        {t("notFound.home")}
      </AppLink>
    </section>
  );
}

/**
 * The archive's filters: a plain GET form (status, checkpoint, the days the entries ended), so the
 * filtered list has an address of its own and works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AppLink } from "../../components/app-link.tsx";
import { ARCHIVE_STATUSES, type CheckpointInfo } from "./entry-types.ts";

export interface ArchiveFilterValues {
  status: string;
  checkpoint: string;
  from: string;
  to: string;
}

const controlClass =
  "block w-full rounded border border-slate-500 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid=true]:border-red-700";

export function ArchiveFilters({
  values,
  checkpoints,
  invalid,
  resetTo,
}: {
  values: ArchiveFilterValues;
  checkpoints: readonly CheckpointInfo[];
  invalid: boolean;
  resetTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" aria-labelledby="archive-filters" className="space-y-4 rounded border border-slate-200 bg-white p-4">
      <h2 id="archive-filters" className="text-lg font-semibold">
        {t("queues.archive.filters")}
      </h2>
      {invalid ? (
        <p id="archive-filters-error" role="alert" className="font-semibold text-red-700">
          {t("queues.archive.invalid")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="archive-status" className="block font-semibold">
            {t("queues.archive.status")}
          </label>
          <select id="archive-status" name="status" defaultValue={values.status} className={controlClass}>
            <option value="">{t("queues.archive.allStatuses")}</option>
            {ARCHIVE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`queues.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="archive-checkpoint" className="block font-semibold">
            {t("queues.archive.checkpoint")}
          </label>
          <select id="archive-checkpoint" name="checkpoint" defaultValue={values.checkpoint} className={controlClass}>
            <option value="">{t("queues.archive.allCheckpoints")}</option>
            {checkpoints.map((checkpoint) => (
              <option key={checkpoint.id} value={checkpoint.id}>
                {checkpoint.name}
              </option>
            ))}
          </select>
        </div>
        {(["from", "to"] as const).map((name) => (
          <div key={name} className="space-y-1">
            <label htmlFor={`archive-${name}`} className="block font-semibold">
              {t(`queues.archive.${name}`)}
            </label>
            <input
              id={`archive-${name}`}
              type="date"
              name={name}
              defaultValue={values[name]}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "archive-filters-error" : undefined}
              className={controlClass}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="rounded bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-3 focus:outline-offset-2 focus:outline-accent"
        >
          {t("queues.archive.apply")}
        </button>
        <AppLink to={resetTo} className="text-brand-800 underline">
          {t("queues.archive.reset")}
        </AppLink>
      </div>
    </Form>
  );
}

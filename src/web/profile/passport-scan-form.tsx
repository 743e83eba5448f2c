/**
 * A foreign driver's passport scan, for an administrator's review (docs/ownership.md): shown on the
 * driver's row while the driver is not verified and not under review. A plain multipart form, so it
 * works before JavaScript loads; the carrier page's action sends it to
 * `POST /api/v3/profile/drivers/{id}/documents`, which checks the files.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { z } from "../../domain/zod.ts";
import { ErrorSummary, FileField, SubmitButton } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";

export const SEND_PASSPORT_SCAN = "send-passport-scan";
export const passportScanForm = (id: number) => `passport-scan-${id}`;
/** The files are checked by the API (type by content, size, count); the browser only sends them. */
export const passportScanSchema = z.object({ documents: z.unknown().optional() });

/** Whether a driver's row offers the upload: a foreign driver the administrator has yet to see. */
export function needsPassportScan(driver: { origin: string; verification?: { state: string } }): boolean {
  return driver.origin === "foreign" && (driver.verification?.state === "unverified" || driver.verification?.state === "rejected");
}

export function PassportScanForm({ driverId, name, reply }: { driverId: number; name: string; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const id = passportScanForm(driverId);
  const { form, fields, pending, formProps, summary } = usePageForm(id, passportScanSchema, reply?.form === id ? reply : undefined);
  const label = t("profileEdits.ownership.passportScan", { name });
  return (
    <Form method="post" encType="multipart/form-data" {...formProps} className="w-full space-y-2 rounded border-l-4 border-accent bg-accent/20 p-3">
      <ErrorSummary form={form} summary={summary} fields={[{ field: fields.documents, label }]} />
      <input type="hidden" name="intent" value={SEND_PASSPORT_SCAN} />
      <input type="hidden" name="driver_id" value={driverId} />
      <FileField field={fields.documents} label={label} hint={t("profileEdits.ownership.passportScanHint")} />
      <SubmitButton pending={pending}>{t("profileEdits.ownership.passportScanSubmit")}</SubmitButton>
    </Form>
  );
}

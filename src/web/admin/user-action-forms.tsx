/**
 * The forms of a user's page (/admin/users/{id}): lift a blocking or archive a violation with a
 * reason, a carrier's trusted-operator (AEO) mark, the role, an operator's checkpoints, ending all
 * sessions. Each is checked by its schema (src/domain/admin/user-actions-form.ts, aeo-form.ts) in
 * the browser and in the route's action, which the hidden `intent` tells which form came; each
 * shows its own reply (its form id), and works before JavaScript loads.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { aeoFormDefaults, aeoFormSchema, type AeoMark } from "../../domain/admin/aeo-form.ts";
import { REASON_MAX } from "../../domain/admin/reason-text.ts";
import {
  endSessionsFormSchema,
  operatorCheckpointsFormDefaults,
  operatorCheckpointsFormSchema,
  roleFormDefaults,
  roleFormSchema,
  USER_ROLES,
  violationCloseFormSchema,
  type UserRole,
} from "../../domain/admin/user-actions-form.ts";
import { CheckboxGroup, ErrorSummary, SelectField, SubmitButton, TextAreaField, TextField } from "../forms/form-fields.tsx";
import type { FormReply } from "../forms/form-reply.ts";
import { usePageForm } from "../forms/use-page-form.ts";
import { editedVersion, StaleEdit } from "./stale-edit.tsx";

/** The hidden `intent` of each form, which the route's action reads first. */
export const UserAction = {
  CloseViolation: "close",
  Aeo: "aeo",
  Role: "role",
  Checkpoints: "checkpoints",
  EndSessions: "sessions",
} as const;

/** The form ids (the reply's `form`): one form per violation and per carrier. */
export const closeViolationForm = (violationId: number | string) => `close-violation-${violationId}`;
export const aeoForm = (carrierId: number | string) => `aeo-${carrierId}`;
export const ROLE_FORM = "role";
export const CHECKPOINTS_FORM = "operator-checkpoints";
export const END_SESSIONS_FORM = "end-sessions";

/** The reply, if it answers the form `id`. */
const replyOf = (reply: FormReply | undefined, id: string) => (reply?.form === id ? reply : undefined);

export function CloseViolationForm({ violation, reply }: { violation: { id: number; kind: string }; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const id = closeViolationForm(violation.id);
  const { form, fields, pending, formProps, summary } = usePageForm(id, violationCloseFormSchema, replyOf(reply, id));
  const label = t("adminUsers.reason");
  return (
    <div className="mt-2 space-y-2">
      <ErrorSummary form={form} fields={[{ field: fields.reason, label }]} summary={summary} />
      <Form method="post" {...formProps} className="space-y-2">
        <input type="hidden" name="intent" value={UserAction.CloseViolation} />
        <input type="hidden" name="violation_id" value={violation.id} />
        <TextAreaField field={fields.reason} label={label} rows={2} maxLength={REASON_MAX} />
        <SubmitButton pending={pending}>{violation.kind === "blocking" ? t("adminUsers.lift") : t("adminUsers.archive")}</SubmitButton>
      </Form>
    </div>
  );
}

export function AeoForm({ carrier, reply }: { carrier: AeoMark & { name: string }; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const id = aeoForm(carrier.id);
  const mine = replyOf(reply, id);
  const version = editedVersion(mine, carrier.version);
  const { form, fields, pending, formProps, summary } = usePageForm(id, aeoFormSchema, mine, aeoFormDefaults(carrier));
  const labels = { certificate: t("adminUsers.aeoCertificate"), expires_on: t("adminUsers.aeoExpires") };
  return (
    <div className="space-y-2">
      <ErrorSummary
        form={form}
        fields={[
          { field: fields.certificate, label: labels.certificate },
          { field: fields.expires_on, label: labels.expires_on },
        ]}
        summary={summary}
      />
      <StaleEdit reply={mine} labels={labels} formValues={aeoFormDefaults} />
      <Form method="post" {...formProps}>
        <fieldset className="space-y-3">
          <legend className="sr-only">
            {t("adminUsers.aeo")}: {carrier.name}
          </legend>
          <input type="hidden" name="intent" value={UserAction.Aeo} />
          <input type="hidden" name="carrier_id" value={carrier.id} />
          <input type="hidden" name="version" value={version} key={version} />
          <p className="text-sm text-slate-700">{t("adminUsers.aeoClear")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField field={fields.certificate} label={labels.certificate} />
            <TextField field={fields.expires_on} label={labels.expires_on} type="date" />
          </div>
          <SubmitButton pending={pending}>{t("adminUsers.aeoSave")}</SubmitButton>
        </fieldset>
      </Form>
    </div>
  );
}

export function RoleForm({ user, reply }: { user: { role: UserRole }; reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(ROLE_FORM, roleFormSchema, replyOf(reply, ROLE_FORM), roleFormDefaults(user));
  const label = t("adminUsers.role");
  return (
    <div className="space-y-2">
      <ErrorSummary form={form} fields={[{ field: fields.role, label }]} summary={summary} />
      <Form method="post" {...formProps} className="space-y-3">
        <input type="hidden" name="intent" value={UserAction.Role} />
        <SelectField field={fields.role} label={label} options={USER_ROLES.map((role) => ({ value: role, label: t(`adminUsers.roles.${role}`) }))} />
        <SubmitButton pending={pending}>{t("adminUsers.saveRole")}</SubmitButton>
      </Form>
    </div>
  );
}

export function OperatorCheckpointsForm({
  user,
  checkpoints,
  reply,
}: {
  user: { operator_checkpoints: ReadonlyArray<{ slug: string }> };
  /** Every checkpoint, in the page's language. */
  checkpoints: ReadonlyArray<{ slug: string; name: string }>;
  reply: FormReply | undefined;
}) {
  const { t } = useTranslation();
  const { form, fields, pending, formProps, summary } = usePageForm(CHECKPOINTS_FORM, operatorCheckpointsFormSchema, replyOf(reply, CHECKPOINTS_FORM), operatorCheckpointsFormDefaults(user), "onSubmit");
  const legend = t("adminUsers.checkpoints");
  return (
    <div className="space-y-2">
      <ErrorSummary form={form} fields={[{ field: fields.checkpoints, label: legend }]} summary={summary} />
      <Form method="post" {...formProps} className="space-y-3">
        <input type="hidden" name="intent" value={UserAction.Checkpoints} />
        <CheckboxGroup field={fields.checkpoints} legend={legend} hint={t("adminUsers.checkpointsHint")} options={checkpoints.map((checkpoint) => ({ value: checkpoint.slug, label: checkpoint.name }))} />
        <SubmitButton pending={pending}>{t("adminUsers.saveCheckpoints")}</SubmitButton>
      </Form>
    </div>
  );
}

export function EndSessionsForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation();
  const { form, pending, formProps, summary } = usePageForm(END_SESSIONS_FORM, endSessionsFormSchema, replyOf(reply, END_SESSIONS_FORM));
  return (
    <div className="space-y-2">
      <ErrorSummary form={form} fields={[]} summary={summary} />
      <Form method="post" {...formProps}>
        <input type="hidden" name="intent" value={UserAction.EndSessions} />
        <SubmitButton pending={pending}>{t("adminUsers.endSessions")}</SubmitButton>
      </Form>
    </div>
  );
}

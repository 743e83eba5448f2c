/** The fields the account forms share: the login, the confirmation code, a new password twice. */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "./form-fields.tsx";

type Field = FieldMetadata<unknown>;

export function LoginField({ field }: { field: Field }) {
  const { t } = useTranslation();
  return <TextField field={field} label={t("auth.form.login")} hint={t("auth.form.loginHint")} autoComplete="username" />;
}

export function CodeField({ field }: { field: Field }) {
  const { t } = useTranslation();
  return <TextField field={field} label={t("auth.form.code")} inputMode="numeric" autoComplete="one-time-code" />;
}

/** A new password and its repetition; `label` names the first ("Password" or "New password"). */
export function NewPasswordFields({ password, confirmation, label }: { password: Field; confirmation: Field; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField field={password} label={label} hint={t("auth.form.passwordHint")} type="password" autoComplete="new-password" />
      <TextField field={confirmation} label={t("auth.form.passwordConfirmation")} type="password" autoComplete="new-password" />
    </>
  );
}

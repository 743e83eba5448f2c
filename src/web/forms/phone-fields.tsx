/**
 * A phone as two fields (SPEC §3, §5): the country code, a native select of "Country +code"
 * (typing a country's name picks it, with or without JavaScript), and the national number, with an
 * example for the page's language. A number typed with its own code (+48…, 0048…) is fine too.
 * The browser checks the shape; the server checks the number in full (src/domain/phone.ts).
 */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { controlClass, FieldError } from "./form-fields.tsx";

/**
 * The codes to offer and the one offered first (built on the server: forms/phone-codes.server.ts).
 * The choices come as one text, a line per country, "PL\t+48\tPolska +48" (country, code, label):
 * a page's loader data writes an object as several entries, and an object per country made the
 * sign-up page's HTML 22.5 KB as sent (gzip) instead of 19.4 KB.
 */
export interface PhoneCodeChoice {
  lines: string;
  defaultCode: string;
}

/** The choices of a PhoneCodeChoice, in its order. */
export function phoneCodeOptions(choice: PhoneCodeChoice): Array<{ country: string; value: string; label: string }> {
  return choice.lines.split("\n").map((line) => {
    const [country = "", value = "", label = ""] = line.split("\t");
    return { country, value, label };
  });
}

type Field = FieldMetadata<unknown>;

export function PhoneFields({
  code,
  number,
  legend,
  choice,
  note,
  autoComplete = "off",
}: {
  code: Field;
  number: Field;
  /** What the phone is, e.g. 'Phone' or 'Phone (optional)'. */
  legend: string;
  choice: PhoneCodeChoice;
  /** Said after the hint. */
  note?: string;
  autoComplete?: "off" | "tel";
}) {
  const { t } = useTranslation();
  const example = t("phoneFields.example");
  const hintId = `${number.id}-hint`;
  const { key: selectKey, ...selectProps } = getSelectProps(code);
  const inputProps = getInputProps(number, { type: "tel", ariaDescribedBy: hintId });
  const failed = Boolean(code.errors?.length || number.errors?.length);
  const options = useMemo(() => phoneCodeOptions(choice), [choice]);
  return (
    <fieldset className={`space-y-1 ${failed ? "border-l-4 border-red-700 pl-3" : ""}`}>
      <legend className="font-semibold">{legend}</legend>
      <p id={hintId} className="text-sm text-slate-700">
        {t("phoneFields.hint", { example: `${choice.defaultCode} ${example}` })}
        {note ? ` ${note}` : null}
      </p>
      <div className="flex max-w-md flex-wrap gap-2">
        <div className="w-full space-y-1 sm:w-48">
          <label htmlFor={code.id} className="block text-sm font-medium">
            {t("phoneFields.code")}
          </label>
          <FieldError field={code} />
          <select key={selectKey} {...selectProps} autoComplete={autoComplete === "tel" ? "tel-country-code" : "off"} className={controlClass}>
            <option value="">{t("phoneFields.chooseCode")}</option>
            {options.map((option) => (
              <option key={option.country} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-40 flex-1 space-y-1">
          <label htmlFor={number.id} className="block text-sm font-medium">
            {t("phoneFields.number")}
          </label>
          <FieldError field={number} />
          <input
            {...inputProps}
            key={inputProps.key}
            placeholder={example}
            autoComplete={autoComplete === "tel" ? "tel-national" : "off"}
            inputMode="tel"
            className={controlClass}
          />
        </div>
      </div>
    </fieldset>
  );
}

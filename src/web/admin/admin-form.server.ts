/**
 * The console's form actions (admin-form.tsx): the fields become the API's JSON (numbers where the
 * API takes numbers; a field that is not a number is sent as typed, for the API to refuse by
 * name), the API answers, and a refusal comes back with what was typed.
 */
import { data } from "react-router";
import { LOCALES } from "../../domain/locales.ts";
import type { WebContext } from "../context.ts";
import { loginRedirect } from "../forms/api-submission.server.ts";
import { ApiError } from "../platform/api-client.ts";
import { typedValues, type AdminFormReply } from "./admin-form.tsx";

const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

export const text = (values: Record<string, string>, name: string) => (values[name] ?? "").trim();
/** A number where one was typed, else the text (the API answers which field is wrong). */
export function num(values: Record<string, string>, name: string): number | string {
  const raw = text(values, name).replace(",", ".");
  return raw !== "" && Number.isFinite(Number(raw)) ? Number(raw) : raw;
}
export const checked = (values: Record<string, string>, name: string) => values[name] === "on";
export const localized = (values: Record<string, string>, name: string) => Object.fromEntries(LOCALES.map((l) => [l, values[`${name}.${l}`] ?? ""]));

/**
 * Opening hours as typed, a field per weekday ("06:00-22:00, 23:00-24:00"; empty: closed), unless
 * "around the clock" is ticked (null). A day that cannot be read is sent as typed for the API to refuse.
 */
export function schedule(values: Record<string, string>): unknown {
  if (checked(values, "always_open")) return null;
  const days: Record<string, unknown> = {};
  for (const day of WEEKDAYS) {
    const raw = text(values, `schedule.${day}`);
    if (raw === "") continue;
    days[day] = raw.split(",").map((part) => {
      const [from, to] = part.split(/[-–—]/).map((s) => s.trim());
      return { from: from ?? "", to: to ?? "" };
    });
  }
  return days;
}

/** The typed text of a schedule: "06:00-22:00, 23:00-24:00" per weekday. */
export function scheduleText(value: Record<string, Array<{ from: string; to: string }>> | null, day: string): string {
  return (value?.[day] ?? []).map((h) => `${h.from}-${h.to}`).join(", ");
}

/** The API's field names for a schedule's errors: "schedule.1.0.from" → "schedule.1". */
function fieldOf(name: string): string {
  const schedule = /^schedule\.(\d)/.exec(name);
  if (schedule) return `schedule.${schedule[1]}`;
  return name;
}

/** Sends the form to the API; answers the reply (ok, or what was refused with what was typed). */
export async function sendAdminForm<T>(
  web: WebContext,
  url: URL,
  form: string,
  formData: FormData,
  call: (values: Record<string, string>) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reply: ReturnType<typeof data<AdminFormReply>> }> {
  const values = typedValues(formData);
  try {
    return { ok: true, value: await call(values) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw loginRedirect(web.locale, url);
    const errors: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(error.body.errors ?? {})) (errors[fieldOf(name)] ??= []).push(...messages);
    const { current } = error.body as { current?: Record<string, unknown> };
    const reply: AdminFormReply = {
      form,
      ok: false,
      values,
      message: error.body.message,
      ...(Object.keys(errors).length > 0 ? { errors } : {}),
      ...(error.body.code ? { code: error.body.code } : {}),
      ...(current ? { current } : {}),
    };
    return { ok: false, reply: data(reply, { status: error.status }) };
  }
}

export const quiet = { toastErrors: false };

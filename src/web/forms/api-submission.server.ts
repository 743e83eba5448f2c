/**
 * Route actions of the web forms: parse the form data with the form's zod schema (the same one
 * the API validates with), then make the API call. Whatever the API refuses comes back as the
 * submission's reply: messages per field for 422, the message above the form otherwise. Passwords
 * are never sent back to the page; everything else the user typed is.
 */
import { data, redirect } from "react-router";
import type { z } from "zod";
import { localizePath } from "../../domain/locale-routing.ts";
import type { Locale } from "../../domain/locales.ts";
import { ApiError, type ApiClient } from "../platform/api-client.ts";
import { BOT_ANSWER_FIELD, BOT_CHECK_FIELD, BOT_QUESTION_FIELD, type BotQuestion, type FormReply } from "./form-reply.ts";
import { parseForm } from "./parse-form.ts";

const SECRET_FIELDS = ["password", "password_confirmation", "current_password", BOT_CHECK_FIELD, BOT_QUESTION_FIELD, BOT_ANSWER_FIELD];

/** What a form sent for the bot check: the widget's solution, or (without JavaScript) a question's answer. */
export type BotCheckProof = { solution: string } | { question: string; answer: string };

function botCheckProof(formData: FormData): BotCheckProof | undefined {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const solution = text(BOT_CHECK_FIELD);
  if (solution) return { solution };
  const question = text(BOT_QUESTION_FIELD);
  return question ? { question, answer: text(BOT_ANSWER_FIELD) ?? "" } : undefined;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; reply: ReturnType<typeof data<FormReply>> };

/**
 * Validates `formData` with `schema`, then runs `call` with the parsed value. Answers the value, or
 * the reply to return from the action (status 400, or 422/429/... as the API answered).
 */
export async function submitForm<Schema extends z.ZodType, T>(
  formData: FormData,
  schema: Schema,
  call: (value: z.output<Schema>, botCheck: BotCheckProof | undefined) => Promise<T>,
  options: {
    /** For a logged-in user's form: where a session that has ended sends them (login, then back). */
    page?: { locale: Locale; url: URL };
    /** Which form of the page answered (pages with several forms show each its own reply). */
    form?: string;
    /** The refusal's code to answer whatever the API said (a claim's form stays open while it is refused). */
    code?: string;
  } = {},
): Promise<Outcome<T>> {
  const { page, form } = options;
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") {
    return { ok: false, reply: data({ result: submission.reply({ hideFields: SECRET_FIELDS }), form }, { status: 400 }) };
  }
  try {
    return { ok: true, value: await call(submission.value, botCheckProof(formData)) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && page) throw loginRedirect(page.locale, page.url);
    const { errors, message, recaptcha_wasted } = error.body;
    const result = errors
      ? submission.reply({ fieldErrors: firstMessages(errors), hideFields: SECRET_FIELDS })
      : submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS });
    const code = options.code ?? error.body.code;
    const { current } = error.body;
    const reply: FormReply = {
      result,
      form,
      ...(recaptcha_wasted && !errors ? { botCheckUsed: true } : {}),
      ...(code ? { code } : {}),
      ...(current ? { current } : {}),
    };
    return { ok: false, reply: data(reply, { status: error.status }) };
  }
}

/** The API names nested fields with dots, as the forms do; each field shows its first message. */
function firstMessages(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, [messages[0]]]] : [])));
}

/** The headers that carry a form's bot-check solution (or its question's answer) to the API. */
export function botCheckHeaders(proof: BotCheckProof | undefined): Record<string, string> {
  if (!proof) return {};
  if ("solution" in proof) return { "X-Bot-Check": proof.solution };
  return { "X-Bot-Question": proof.question, "X-Bot-Answer": proof.answer };
}

/** A bot-check question for the page's form, answered when JavaScript is off (BotCheckField). */
export async function botQuestion(api: ApiClient): Promise<BotQuestion | null> {
  return (await api.get<BotQuestion>("/bot-check/question")) ?? null;
}

/** To the page `path` of `locale`, which brings the user back to `url` afterwards (?redirectTo=). */
export function redirectVia(path: string, locale: Locale, url: URL): Response {
  return redirect(`${localizePath(path, locale)}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** To the login page of `locale`, which returns to `url` afterwards (the session has ended). */
export function loginRedirect(locale: Locale, url: URL): Response {
  return redirectVia("/login", locale, url);
}

/**
 * Removes one of the user's resources (a driver, a vehicle, a permit): one already gone is no error;
 * a session that has ended leads to login and back.
 */
export async function removeOwn(api: ApiClient, path: string, page: { locale: Locale; url: URL }): Promise<void> {
  try {
    await api.delete(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(page.locale, page.url);
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

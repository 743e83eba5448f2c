/**
 * How a page's form is checked in the browser: with its zod schema, at once (the schema came with
 * the page) or once the schema's code has loaded. A lazy check keeps zod and the schema out of the
 * page's first load: they load when the visitor starts on the form (focus, a tap, a key), and until
 * then the form is sent to the server, which checks it with the same schema (as without JavaScript).
 * This module imports no zod: a lazy check's code (parse-form.ts and the schema) loads on demand.
 */
import type { Submission } from "@conform-to/react";
import type { z } from "zod";

/** The check of a form's data (Conform's submission: its value, or an error per field). */
export type FormParse = (formData: FormData) => Submission<unknown, string[]>;

/** A form's check in the browser, for the schema `Schema` (which names the form's fields). */
export interface FormCheck<Schema extends z.ZodType<Record<string, unknown>>> {
  /** The check; null while its code loads, or if it could not load (the server checks the form). */
  readonly parse: FormParse | null;
  /** Whether the check's code has loaded, or failed to. */
  readonly settled: boolean;
  /** Loads the check's code (once); never fails: it settles when the code is there or could not come. */
  load(): Promise<void>;
  /** Only for the type of `Schema` (the fields' names). */
  readonly schema?: Schema;
}

/** A check whose schema is there already (use-page-form.ts builds it with parse-form.ts). */
export function readyCheck<Schema extends z.ZodType<Record<string, unknown>>>(parse: FormParse): FormCheck<Schema> {
  return { parse, settled: true, load: () => Promise.resolve() };
}

/**
 * A check whose schema loads on demand, e.g. `lazyCheck(() => import("../../domain/accounts.ts")
 * .then((m) => m.registerSchema))`. Made once per schema (at the module's top level), so that the
 * code loads once for every form that uses it.
 */
export function lazyCheck<Schema extends z.ZodType<Record<string, unknown>>>(loadSchema: () => Promise<Schema>): FormCheck<Schema> {
  let parse: FormParse | null = null;
  let settled = false;
  let loading: Promise<void> | null = null;
  return {
    get parse() {
      return parse;
    },
    get settled() {
      return settled;
    },
    load() {
      loading ??= Promise.all([loadSchema(), import("./parse-form.ts")])
        .then(([schema, { parseForm }]) => {
          parse = (formData) => parseForm(formData, schema) as Submission<unknown, string[]>;
        })
        .catch(() => {
          // The page's code could not load (a new deployment, a lost connection): the server checks.
        })
        .finally(() => {
          settled = true;
        });
      return loading;
    },
  };
}

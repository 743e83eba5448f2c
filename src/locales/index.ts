/**
 * All interface strings, for the server (API messages, SSR). The browser loads only its own
 * language through `load-locale.ts`. Each language is its base file plus one file per feature
 * (src/locales/features/<feature>/<lang>.json, under the feature's own top-level key), so that
 * features grow their strings without touching each other's.
 */
import type { Locale } from "../domain/locales.ts";
import en from "./en.ts";
import hu from "./hu.ts";
import pl from "./pl.ts";
import ro from "./ro.ts";
import sk from "./sk.ts";
import tr from "./tr.ts";
import uk from "./uk.ts";

export type Messages = typeof uk;

export const MESSAGES: Record<Locale, Messages> = { uk, pl, en, ro, tr, sk, hu };

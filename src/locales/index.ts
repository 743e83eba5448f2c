/**
 * All interface strings, for the server (API messages, SSR). The browser loads only its own
 * language through `load-locale.ts`.
 */
import type { Locale } from "../domain/locales.ts";
import en from "./en.json" with { type: "json" };
import hu from "./hu.json" with { type: "json" };
import pl from "./pl.json" with { type: "json" };
import ro from "./ro.json" with { type: "json" };
import sk from "./sk.json" with { type: "json" };
import tr from "./tr.json" with { type: "json" };
import uk from "./uk.json" with { type: "json" };

export type Messages = typeof uk;

export const MESSAGES: Record<Locale, Messages> = { uk, pl, en, ro, tr, sk, hu };

/** Loads one language's strings as its own chunk, so a page ships only the language it shows. */
import type { Locale } from "../domain/locales.ts";
import type uk from "./uk.ts";

export type PageMessages = typeof uk;

const loaders: Record<Locale, () => Promise<{ default: PageMessages }>> = {
  uk: () => import("./uk.ts"),
  pl: () => import("./pl.ts"),
  en: () => import("./en.ts"),
  ro: () => import("./ro.ts"),
  tr: () => import("./tr.ts"),
  sk: () => import("./sk.ts"),
  hu: () => import("./hu.ts"),
};

export async function loadLocaleMessages(locale: Locale): Promise<PageMessages> {
  return (await loaders[locale]()).default;
}

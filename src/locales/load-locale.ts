/** Loads one language's strings as its own chunk, so a page ships only the language it shows. */
import type { Locale } from "../domain/locales.ts";
import type { Messages } from "./index.ts";

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  uk: () => import("./uk.json"),
  pl: () => import("./pl.json"),
  en: () => import("./en.json"),
  ro: () => import("./ro.json"),
  tr: () => import("./tr.json"),
  sk: () => import("./sk.json"),
  hu: () => import("./hu.json"),
};

export async function loadLocaleMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

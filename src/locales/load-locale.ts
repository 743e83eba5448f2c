/** Loads one language's strings as its own chunk, so a page ships only the language it shows. */
import type { Locale } from "../domain/locales.ts";
import type { Messages } from "./index.ts";

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  uk: () => import("./uk.ts"),
  pl: () => import("./pl.ts"),
  en: () => import("./en.ts"),
  ro: () => import("./ro.ts"),
  tr: () => import("./tr.ts"),
  sk: () => import("./sk.ts"),
  hu: () => import("./hu.ts"),
};

export async function loadLocaleMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

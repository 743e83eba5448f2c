/**
 * A Vite plugin for the browser's build: the modules that every page runs (what the client entry,
 * the root route and the locale layout import, statically, all the way down) travel in two files,
 * the libraries' (`framework`) and the portal's own (`shell`), instead of the twenty-odd small
 * files the bundler's automatic splitting makes of them. Each file a page loads costs a request
 * (on a phone's slow connection, a share of a round trip, and half a kilobyte of headers); the
 * libraries change less often than the portal, so they stay in a file of their own for caching.
 * The pieces the form pages share (src/web/forms: the fields, the form hook, the bot check's field,
 * with Conform) travel in a third file, `forms`, instead of eight small ones; what of them builds a
 * schema (and so needs zod) stays out of it, so that zod loads with the pages that check a form at
 * once and, for the others, only when the visitor starts on the form (src/web/forms/form-check.ts).
 * Code that only some pages use (the booking wizard, lazily loaded parts) is split as before.
 */
import type { Plugin } from "vite";

/** The modules every page loads, by the end of their path: the client entry and the always-present routes. */
const SHELL_ROOTS = ["/src/web/entry.client.tsx", "/src/web/root.tsx", "/src/web/routes/locale-layout.tsx"];

/**
 * Small modules that most pages import (a route's title, the formatting of dates and opening hours,
 * the lazily rendered parts' helper): a few kilobytes with the shell rather than a request each.
 */
const SHELL_EXTRAS = ["/src/web/page-title.ts", "/src/web/format.ts", "/src/web/components/opening-hours.ts", "/src/web/components/lazy-rendered.ts"];

/** The form pieces and the library that renders them; a module here that reaches zod is left out. */
const isFormPiece = (id: string) => /[\\/]src[\\/]web[\\/]forms[\\/][^\\/]+\.tsx?$/.test(id) && !/\.server\.ts$/.test(id);
const isFormLibrary = (id: string) => /[\\/]node_modules[\\/]@conform-to[\\/](react|dom)[\\/]/.test(id);
const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);

/**
 * Modules the walk below reaches only through a package's index, which re-exports all of it, but
 * that no module of the shell uses: react-i18next's `<Trans>` (and the HTML parser it needs) serves
 * the sign-up form alone, so it stays with that page.
 */
const USED_BY_SOME_PAGES = [/[\\/]react-i18next[\\/]dist[\\/]es[\\/]Trans/, /[\\/]html-parse-stringify[\\/]/];

const withoutQuery = (id: string) => id.replace(/[?#].*$/, "");
const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

export function shellChunks(): Plugin {
  const shell = new Set<string>();
  const forms = new Set<string>();
  return {
    name: "shell-chunks",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: (id: string) => shell.has(id) && isLibrary(id), priority: 2 },
                  { name: "shell", test: (id: string) => shell.has(id) && !isLibrary(id), priority: 1 },
                  { name: "forms", test: (id: string) => forms.has(id) && !shell.has(id), priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== "client") return;
      shell.clear();
      const ids = [...this.getModuleIds()];
      const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const pending = ids.filter((id) => [...SHELL_ROOTS, ...SHELL_EXTRAS].some((root) => withoutQuery(id).endsWith(root)));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shell.has(id) || USED_BY_SOME_PAGES.some((pattern) => pattern.test(id))) continue;
        shell.add(id);
        pending.push(...staticImports(id));
      }
      // The form pieces, with what they import (the group takes a module's imports along), unless
      // any of that reaches zod: the modules that import zod, walked back through their importers.
      forms.clear();
      const importers = new Map<string, string[]>();
      for (const id of ids) for (const imported of staticImports(id)) importers.set(imported, [...(importers.get(imported) ?? []), id]);
      const reachesZod = new Set<string>();
      const back = ids.filter(isZod);
      while (back.length > 0) {
        const id = back.pop()!;
        if (reachesZod.has(id)) continue;
        reachesZod.add(id);
        back.push(...(importers.get(id) ?? []));
      }
      for (const id of ids) {
        if ((isFormPiece(withoutQuery(id)) || isFormLibrary(id)) && !reachesZod.has(id)) forms.add(id);
      }
    },
  };
}

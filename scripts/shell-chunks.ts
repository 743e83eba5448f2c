/**
 * A Vite plugin for the browser's build: the modules that every page runs (what the client entry,
 * the root route and the locale layout import, statically, all the way down) travel in two files,
 * the libraries' (`framework`) and the portal's own (`shell`), instead of the twenty-odd small
 * files the bundler's automatic splitting makes of them. Each file a page loads costs a request
 * (on a phone's slow connection, a share of a round trip, and half a kilobyte of headers); the
 * libraries change less often than the portal, so they stay in a file of their own for caching.
 * Code that only some pages use (forms, the booking wizard, lazily loaded parts) is split as before.
 */
import type { Plugin } from "vite";

/** The modules every page loads, by the end of their path: the client entry and the always-present routes. */
const SHELL_ROOTS = ["/src/web/entry.client.tsx", "/src/web/root.tsx", "/src/web/routes/locale-layout.tsx"];

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
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((root) => withoutQuery(id).endsWith(root)));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shell.has(id) || USED_BY_SOME_PAGES.some((pattern) => pattern.test(id))) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

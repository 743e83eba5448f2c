/**
 * Zod's one global setting, the same in the browser and on the server: no code generation
 * (`jitless`). Zod 4 otherwise builds a faster object parser with `new Function`, and probes for
 * it with a `new Function("")` when the first object schema is built; the portal's CSP allows no
 * `eval`, so in the browser the probe is refused and reported as a CSP violation (the refusal is
 * caught, validation falls back to the same checks without generated code).
 *
 * Schemas read the setting when they are built, so this runs before any module that builds one:
 * such modules take `z` from zod.ts, which imports this first (eslint.config.js keeps them to it);
 * the server (src/server/main.ts) and the tests (vitest.config.ts) import it first as well.
 * The browser tests fail on any CSP violation (tests/e2e/fixtures.ts).
 */
import { config } from "zod";

config({ jitless: true });

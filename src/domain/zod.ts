/**
 * Zod as the portal builds its schemas: `z`, imported from here by every module of the domain and
 * the web app that builds one, so that zod's options (zod-config.ts) are set before the first
 * schema is built, wherever that module loads. In the browser only the pages with a schema load
 * zod at all (a page's first module no longer has to import it to set the options first).
 */
import "./zod-config.ts";

export { z } from "zod";

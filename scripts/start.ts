/** `npm start`: build the web app if needed, then run the server (migrate, seed, serve). */
import { buildWebIfStale } from "./web-build.ts";

buildWebIfStale();
await import("../src/server/main.ts");

/**
 * `npm start`: with the C allocator's settings in force (scripts/allocator.ts; Node is re-executed
 * with them, same process id), build the web app if needed, then run the server (migrate, seed, serve).
 */
import { reexecWithAllocatorSettings } from "./allocator.ts";
import { buildWebIfStale } from "./web-build.ts";

reexecWithAllocatorSettings();
buildWebIfStale();
await import("../src/server/main.ts");

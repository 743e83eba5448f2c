import { describe, expect, it } from "vitest";
import { createBotCheckStore } from "./bot-check-store.ts";

describe("bot-check store", () => {
  it("keeps the latest solution", () => {
    const store = createBotCheckStore();
    expect(store.token()).toBeNull();
    store.set("payload-1");
    expect(store.token()).toBe("payload-1");
  });

  it("re-runs the check through the registered widget", async () => {
    const store = createBotCheckStore();
    store.set("used");
    let solved = 0;
    store.useSolver(async () => `fresh-${++solved}`);
    await store.rerun();
    expect(store.token()).toBe("fresh-1");
  });

  it("clears a used solution when no widget can solve a new one", async () => {
    const store = createBotCheckStore();
    store.set("used");
    const unregister = store.useSolver(async () => "fresh");
    unregister();
    await store.rerun();
    expect(store.token()).toBeNull();
  });
});

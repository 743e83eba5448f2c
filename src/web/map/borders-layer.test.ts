import { describe, expect, it } from "vitest";
import { drawBordersOnLoad, type BordersState } from "./borders-layer.ts";

/** One map on a shared element: what it drew, and whether it was removed. */
function mapOn(element: { state?: BordersState }) {
  const map = { drawn: [] as string[], removed: false };
  return {
    map,
    target: { removed: () => map.removed, draw: (borders: string) => map.drawn.push(borders), mark: (state: BordersState) => (element.state = state) },
  };
}

describe("drawBordersOnLoad", () => {
  it("draws the borders and marks the element drawn", async () => {
    const element: { state?: BordersState } = {};
    const { map, target } = mapOn(element);
    await drawBordersOnLoad(Promise.resolve("borders"), target);
    expect(map.drawn).toEqual(["borders"]);
    expect(element.state).toBe("drawn");
  });

  it("leaves a map removed before they arrived alone: the map drawn again on the element is marked drawn", async () => {
    const element: { state?: BordersState } = {};
    let arrive!: (borders: string) => void;
    const loading = new Promise<string>((resolve) => (arrive = resolve));
    const first = mapOn(element);
    const pending = [drawBordersOnLoad(loading, first.target)];
    first.map.removed = true;
    const second = mapOn(element);
    pending.push(drawBordersOnLoad(loading, second.target));
    arrive("borders");
    await Promise.all(pending);
    expect(first.map.drawn).toEqual([]);
    expect(second.map.drawn).toEqual(["borders"]);
    expect(element.state).toBe("drawn");
  });

  it("marks a live map failed when the borders do not load, and a removed one not at all", async () => {
    const live: { state?: BordersState } = {};
    await drawBordersOnLoad(Promise.reject(new Error("404")), mapOn(live).target);
    expect(live.state).toBe("failed");
    const gone: { state?: BordersState } = {};
    const removed = mapOn(gone);
    removed.map.removed = true;
    await drawBordersOnLoad(Promise.reject(new Error("404")), removed.target);
    expect(gone.state).toBeUndefined();
  });
});

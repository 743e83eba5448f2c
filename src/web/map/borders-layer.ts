/**
 * The country borders drawn on a map once they have loaded. A page may draw its map again before
 * they arrive (its points changed: border-map.tsx draws once per set of points), so the first map
 * is removed while its load is pending. That map is then neither drawn on nor marked: marked
 * "failed" after the new map was marked "drawn", the element said the borders had failed while
 * they showed.
 */
export type BordersState = "drawn" | "failed";

export interface BordersTarget<T> {
  /** Whether the map was removed since it asked for the borders. */
  removed(): boolean;
  draw(borders: T): void;
  /** Marks the map's element (`data-borders`), which tests and styles read. */
  mark(state: BordersState): void;
}

export function drawBordersOnLoad<T>(loading: Promise<T>, target: BordersTarget<T>): Promise<void> {
  return loading.then(
    (borders) => {
      if (target.removed()) return;
      target.draw(borders);
      target.mark("drawn");
    },
    () => {
      if (!target.removed()) target.mark("failed");
    },
  );
}

import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

/** A statement runner whose batches come back when told, recording what each batch held. */
function heldStatements() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const run = (keys: readonly number[]) => {
    batches.push([...keys]);
    return new Promise<Array<number | Error>>((resolve) =>
      pending.push(() => resolve(keys.map((key) => (key < 0 ? new Error(`refused ${key}`) : key * 10)))),
    );
  };
  const finishNext = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, run, finishNext, inDatabase: () => pending.length };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("group commit", () => {
  it("sends a request at once when nothing of its kind is in the database", async () => {
    const db = heldStatements();
    const load = groupCommit(db.run, { inFlight: 1 });
    const answer = load(1);
    await turn();
    expect(db.batches).toEqual([[1]]);
    await db.finishNext();
    expect(await answer).toBe(10);
  });

  it("gathers what arrives while a batch is in the database into the next one, each answered its own result", async () => {
    const db = heldStatements();
    const load = groupCommit(db.run, { inFlight: 1 });
    const first = load(1);
    await turn();
    const later = [load(2), load(3), load(4)];
    await turn();
    expect(db.batches).toEqual([[1]]);
    await db.finishNext();
    expect(db.batches).toEqual([[1], [2, 3, 4]]);
    await db.finishNext();
    expect(await first).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it("keeps at most inFlight batches in the database, and batches to at most maxBatch", async () => {
    const db = heldStatements();
    const load = groupCommit(db.run, { inFlight: 2, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((key) => load(key));
    await turn();
    expect(db.inDatabase()).toBe(2);
    expect(db.batches).toEqual([[1, 2], [3, 4]]);
    await db.finishNext();
    expect(db.inDatabase()).toBe(2);
    await db.finishNext();
    await db.finishNext();
    await db.finishNext();
    expect(db.batches).toEqual([[1, 2], [3, 4], [5, 6], [7]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it("refuses only the request whose result is an error", async () => {
    const db = heldStatements();
    const load = groupCommit(db.run, { inFlight: 1 });
    const answers = [load(1), load(-2), load(3)].map((answer) => answer.then(String, (error: Error) => error.message));
    await turn();
    await db.finishNext();
    expect(await Promise.all(answers)).toEqual(["10", "refused -2", "30"]);
  });

  it("refuses every request of a batch whose statement fails, and goes on with the next", async () => {
    let calls = 0;
    const load = groupCommit(async (keys: readonly number[]) => {
      calls += 1;
      if (calls === 1) throw new Error("connection lost");
      return keys.map((key) => key);
    });
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow("connection lost");
    expect(await load(3)).toBe(3);
  });
});

/**
 * Group commit (DESIGN.md: booking submits keep up with half of pgbench): requests that need the
 * same kind of statement while earlier ones of that kind are still in the database wait, and then
 * go together, as one statement for all of them. A quiet server sends each at once (the next turn
 * of the event loop, with whatever arrived in the same turn); a busy one sends fewer, larger
 * statements instead of queueing many small ones, which on this kind of machine cost more in round
 * trips and statement start-up than in the rows they touch. DataLoader does the gathering; this
 * module only decides when a gathered batch may go.
 */
import DataLoader from "dataloader";

export interface GroupOptions {
  /**
   * Batches of this kind in the database at once (each holds a pooled connection). One by default:
   * with two, the booking rounds' session lookups and facts went as twice as many half-size
   * statements, and the submits' rate was about a tenth lower (median of 9 rounds each, 1,657
   * against 1,856 a second; the server's and PostgreSQL's CPU per submit lower with one).
   */
  inFlight?: number;
  /** The most requests in one batch. */
  maxBatch?: number;
}

/**
 * `run` answers, for the requests of a batch, one result or Error each, in their order. A
 * request's promise settles with its own result (rejects with its Error).
 */
export function groupCommit<K, V>(run: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>, { inFlight = 1, maxBatch = 100 }: GroupOptions = {}) {
  // Slots taken: batches sent or about to be; a finished batch hands its slot to the next one waiting.
  let taken = 0;
  const waiting: Array<() => void> = [];
  const loader = new DataLoader<K, V, K>(
    async (keys) => {
      try {
        return await run(keys);
      } finally {
        const next = waiting.shift();
        if (next) setImmediate(next);
        else taken -= 1;
      }
    },
    {
      cache: false,
      maxBatchSize: maxBatch,
      // A batch goes when a slot is free: at once (after this turn's other arrivals), or when an
      // earlier batch of its kind comes back; it gathers requests until then.
      batchScheduleFn: (dispatch) => {
        if (taken < inFlight) {
          taken += 1;
          setImmediate(dispatch);
        } else waiting.push(dispatch);
      },
    },
  );
  return (key: K): Promise<V> => loader.load(key);
}

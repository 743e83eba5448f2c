/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, otherwise PGlite
 * (embedded PostgreSQL) in a directory, or in memory for tests. Both speak the same Drizzle API.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Listens on a NOTIFY channel (a dedicated connection on PostgreSQL); answers the function that
   * stops listening. Listeners stop when the handle closes.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * A session-level advisory lock on `key`, if no other session holds it: answers its release, or
   * null. On PostgreSQL it holds a connection of its own until released (or until the process ends:
   * a crashed holder's lock goes with its connection); PGlite has one session, whose data directory
   * is this process's alone, so its lock is always had.
   */
  tryLock(key: number): Promise<(() => Promise<void>) | null>;
  /** PGlite only: the whole database as a tarball, to start test databases from. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget =
  | { url: string }
  | { pgliteDir: string }
  | { pgliteMemory: true; /** a dumpDataDir() tarball to start from (test snapshots) */ snapshot?: Blob };

/** Several instances may start at once on a new database: one migrates, the others wait. */
const MIGRATION_LOCK_KEY = 727_000;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) {
    // No JIT: the engine's statements are short, but the planner's estimates for a batch read from
    // JSON (jsonb_to_recordset: 100 rows, each with its subqueries) cross jit_above_cost as the
    // tables grow, and compiling then costs 10-40 ms of CPU per booking statement (docs/queue-engine.md).
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: "-c jit=off" });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // The named statements' own connections (queryRows): each plans a statement once, for good.
    const named = new pg.Pool({ connectionString: target.url, max: NAMED_STATEMENT_CONNECTIONS, options: "-c jit=off -c plan_cache_mode=force_generic_plan" });
    named.on("error", () => {});
    namedStatementDatabases.set(db, drizzlePg(named, { schema }) as unknown as Database);
    /** Dedicated sessions (listeners, locks): ended when the handle closes. */
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: "postgres",
      listen: async (channel, onPayload) => {
        const client = new pg.Client({ connectionString: target.url });
        // A lost connection ends this listener; its owner sees no more events and may listen again.
        client.on("error", () => {});
        await client.connect();
        client.on("notification", (message) => {
          if (message.channel === channel) onPayload(message.payload ?? "");
        });
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
        listeners.add(client);
        return async () => {
          if (listeners.delete(client)) await client.end().catch(() => {});
        };
      },
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      tryLock: async (key) => {
        const client = new pg.Client({ connectionString: target.url });
        client.on("error", () => {});
        await client.connect();
        const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
        if (!rows[0]?.locked) {
          await client.end().catch(() => {});
          return null;
        }
        // Ending the session releases its locks (closing the handle ends it too).
        listeners.add(client);
        return async () => {
          if (listeners.delete(client)) await client.end().catch(() => {});
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        listeners.clear();
        if (!pool.ended) await pool.end();
        if (!named.ended) await named.end();
      },
    };
  }
  const client =
    "pgliteDir" in target
      ? new PGlite(target.pgliteDir)
      : new PGlite(target.snapshot ? { loadDataDir: target.snapshot } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new Error("database is closed");
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    tryLock: async () => async () => {},
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Connections for the named statements: as many as run at once (db/group-commit.ts: one statement
 * of each kind at a time, the two session lookups, booking's facts and its booking statement), and
 * one to spare.
 */
const NAMED_STATEMENT_CONNECTIONS = 5;

/** Each PostgreSQL database's connections for named statements, as a database of their own. */
const namedStatementDatabases = new WeakMap<object, Database>();

/**
 * The database to prepare a hot path's named query on (the query builder's `.prepare(name)`): on
 * PostgreSQL, the connections that keep each statement's generic plan (see queryRows); else `db`.
 */
export function forNamedStatements(db: Database): Database {
  return namedStatementDatabases.get(db) ?? db;
}

/**
 * `column` is one of `ids` (int4), given as one array parameter: Drizzle's `inArray` makes a
 * parameter, with its objects, of each id (a hundred of them cost a delivery pass more than its rows).
 */
export const idAmong = (column: AnyPgColumn, ids: readonly number[]): SQL => sql`${column} = any(${sql.param([...ids])}::int[])`;

/**
 * Runs raw SQL and answers its rows (node-postgres and PGlite both answer `{rows}`). With a
 * `name`, on node-postgres outside a transaction, it runs as a named prepared statement on
 * connections of their own that keep the statement's generic plan (`plan_cache_mode =
 * force_generic_plan`): each connection plans it once. They are the hot paths' large statements
 * (booking's facts and bookings), whose one parameter is a batch as JSON: a plan made for the batch
 * at hand is the same plan, and PostgreSQL, which goes on making one while that costs no more than
 * the generic, planned the booking statement anew for every batch (1.4 ms of its 7).
 */
export async function queryRows<T = Record<string, unknown>>(db: Pick<Database, "execute">, query: SQL, name?: string): Promise<T[]> {
  const named = name && !("rollback" in db) ? namedStatementDatabases.get(db) : undefined;
  if (named) {
    const { sql: text, params } = (named as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(query);
    return (await (named as unknown as { $client: pg.Pool }).$client.query({ name, text, values: params })).rows as T[];
  }
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

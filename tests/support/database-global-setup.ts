/**
 * Once per API test run on PostgreSQL: a template database, migrated and seeded, that each test
 * file clones; at the end every database of this run is dropped, leaving the server as it was.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client.ts";
import { seedDemoData } from "../../src/server/db/seed/seed.ts";
import { adminQuery, quoteIdent, serverUrl, withDatabase } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated, seeded database each test file clones. */
    templateDatabase: string | null;
    /** PGlite: a dump of a migrated, seeded database each test file starts from. */
    pgliteSnapshot: string | null;
    runPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const url = serverUrl();
  const runPrefix = `bq_test_${Date.now().toString(36)}_${process.pid}`;
  project.provide("runPrefix", runPrefix);
  if (!url) {
    // Opening PGlite from a dump skips initdb, migrations and seeding: about 3× faster per file.
    const handle = await openDatabase({ pgliteMemory: true });
    await handle.migrate();
    await seedDemoData(handle.db);
    const dir = await mkdtemp(join(tmpdir(), "bq-test-"));
    const snapshot = join(dir, "pglite-snapshot.tar");
    await writeFile(snapshot, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await handle.close();
    project.provide("templateDatabase", null);
    project.provide("pgliteSnapshot", snapshot);
    return () => rm(dir, { recursive: true, force: true });
  }
  project.provide("pgliteSnapshot", null);
  const template = `${runPrefix}_template`;
  await adminQuery(url, `create database ${quoteIdent(template)}`);
  const handle = await openDatabase({ url: withDatabase(url, template) });
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
  project.provide("templateDatabase", template);

  return async () => {
    const { rows } = await adminQuery(
      url,
      `select datname from pg_database where datname like '${runPrefix}%'`,
    );
    for (const { datname } of rows as Array<{ datname: string }>) {
      await adminQuery(url, `drop database if exists ${quoteIdent(datname)} with (force)`);
    }
  };
}

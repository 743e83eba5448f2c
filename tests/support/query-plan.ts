/**
 * The plan of a statement as PostgreSQL (or PGlite) runs it, for the tests that check a query's
 * shape: every node of EXPLAIN (FORMAT JSON), the root first. With `analyze` the statement is run
 * (its Actual Rows and Loops filled in): run it in a transaction rolled back when it writes or locks.
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import { queryRows, type Database } from "../../src/server/db/client.ts";

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  /** With `analyze`: the rows each loop gave, and the loops. */
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

export async function planNodes(db: Pick<Database, "execute">, statement: SQLWrapper, options: { analyze?: boolean } = {}): Promise<PlanNode[]> {
  const [row] = await queryRows(db, options.analyze ? sql`explain (analyze, format json) ${statement}` : sql`explain (format json) ${statement}`);
  const raw = row!["QUERY PLAN"];
  const [plan] = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(plan!.Plan);
  return nodes;
}

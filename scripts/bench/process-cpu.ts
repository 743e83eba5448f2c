/**
 * CPU time that processes used, from /proc/<pid>/stat (user + system, in clock ticks of
 * `CLOCK_TICKS_PER_SECOND`). The booking benchmark reads it for the server (with its workers) and
 * for the database's backends before and after a round, so that it can say where a submit's time
 * goes however busy the rest of the machine is.
 */
import { readFileSync } from "node:fs";
import { processTree } from "./process-memory.ts";

/** Linux's USER_HZ: 100 on every architecture Node runs on. */
export const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime (fields 14 and 15) from the text of /proc/<pid>/stat, in clock ticks. */
export function parseCpuTicks(stat: string): number {
  // The command name (field 2) may hold spaces and parentheses: fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU seconds used so far by each of `pids` that is still there. */
export function cpuSecondsOf(pids: Iterable<number>): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      used.set(pid, parseCpuTicks(readFileSync(`/proc/${pid}/stat`, "utf8")) / CLOCK_TICKS_PER_SECOND);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return used;
}

/** CPU seconds used by `pid` and every process under it. */
export function treeCpuSeconds(pid: number): number {
  let total = 0;
  for (const seconds of cpuSecondsOf(processTree(pid)).values()) total += seconds;
  return total;
}

/** CPU seconds used between two readings of the same processes (one that appeared in between counts from 0). */
export function cpuSecondsBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

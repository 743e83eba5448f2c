/**
 * A process's memory as Linux reports it in /proc/<pid>/status: resident now (VmRSS) and at its
 * peak since it started (VmHWM), for one process or summed over a process and every process under
 * it (cluster workers). What the operating system charges the process, whatever holds it
 * (JavaScript heap, WebAssembly memory, buffers, the C allocator's free lists).
 */
import { readdirSync, readFileSync } from "node:fs";

export interface ResidentMemory {
  rssMb: number;
  peakMb: number;
}

function fieldKb(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match) throw new Error(`no ${name} in the process status`);
  return Number(match[1]);
}

/** Reads VmRSS and VmHWM (kB) from the text of /proc/<pid>/status, in MiB. */
export function parseProcStatus(status: string): ResidentMemory {
  return { rssMb: fieldKb(status, "VmRSS") / 1024, peakMb: fieldKb(status, "VmHWM") / 1024 };
}

export function residentMemory(pid: number): ResidentMemory {
  return parseProcStatus(readFileSync(`/proc/${pid}/status`, "utf8"));
}

/** The parent process id from the text of /proc/<pid>/stat. */
export function parseParentPid(stat: string): number {
  // The command name (field 2) may hold spaces and parentheses: fields after its last ')'.
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

/** The parent process id of every process, from /proc/<pid>/stat. */
function parentsOf(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      parents.set(Number(name), parseParentPid(readFileSync(`/proc/${name}/stat`, "utf8")));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return parents;
}

/** `pid` and every process below it. */
export function processTree(pid: number): Set<number> {
  const parents = parentsOf();
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return tree;
}

/** VmRSS of `pid` and of every process below it, in bytes, and how many processes were counted. */
export function treeRss(pid: number): { total: number; processes: number } {
  let total = 0;
  let processes = 0;
  for (const member of processTree(pid)) {
    try {
      total += residentMemory(member).rssMb * 1024 * 1024;
      processes += 1;
    } catch {
      /* the process ended meanwhile, or is a zombie (no VmRSS) */
    }
  }
  return { total, processes };
}

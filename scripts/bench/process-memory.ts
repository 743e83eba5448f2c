/**
 * A process's memory as Linux reports it in /proc/<pid>/status: resident now (VmRSS) and at its
 * peak since it started (VmHWM). What the operating system charges the process, whatever holds it
 * (JavaScript heap, WebAssembly memory, buffers, the C allocator's free lists).
 */
import { readFileSync } from "node:fs";

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

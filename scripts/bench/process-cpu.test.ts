import { describe, expect, it } from "vitest";
import { cpuSecondsBetween, cpuSecondsOf, parseCpuTicks, treeCpuSeconds } from "./process-cpu.ts";

describe("parseCpuTicks", () => {
  it("adds user and system time, whatever the command name holds", () => {
    const stat = "4242 (node (worker) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 1234 567 0 0 20 0 11 0 300 1000 200 18446744073709551615";
    expect(parseCpuTicks(stat)).toBe(1234 + 567);
  });
});

describe("CPU time of processes (Linux)", () => {
  it("grows with this process's work, and counts a process that appeared between two readings from zero", () => {
    const before = cpuSecondsOf([process.pid]);
    // 300 ms of this process's own CPU time (not of the clock: on a busy machine it may get less).
    const start = process.cpuUsage();
    let spin = 0;
    while (process.cpuUsage(start).user + process.cpuUsage(start).system < 300_000) spin += Math.sqrt(spin + 1);
    const after = cpuSecondsOf([process.pid]);
    expect(cpuSecondsBetween(before, after)).toBeGreaterThanOrEqual(0.2);
    expect(cpuSecondsBetween(new Map(), new Map([[1, 0.5]]))).toBe(0.5);
    expect(treeCpuSeconds(process.pid)).toBeGreaterThanOrEqual(after.get(process.pid)!);
  });
});

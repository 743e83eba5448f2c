import { describe, expect, it } from "vitest";
import { parseProcStatus, residentMemory } from "./process-memory.ts";

const STATUS = ["Name:\tnode", "VmPeak:\t 18797280 kB", "VmHWM:\t 1098620 kB", "VmRSS:\t  590704 kB", "Threads:\t12", ""].join("\n");

describe("parseProcStatus", () => {
  it("reads resident memory now and at its peak, in MiB", () => {
    expect(parseProcStatus(STATUS)).toEqual({ rssMb: 590704 / 1024, peakMb: 1098620 / 1024 });
  });

  it("refuses a status without them (a process that has exited, a kernel thread)", () => {
    expect(() => parseProcStatus("Name:\tkthreadd\nThreads:\t1\n")).toThrow(/VmRSS|VmHWM/);
  });
});

describe("residentMemory (Linux)", () => {
  it("reads this process's memory", () => {
    const memory = residentMemory(process.pid);
    expect(memory.rssMb).toBeGreaterThan(10);
    expect(memory.peakMb).toBeGreaterThanOrEqual(memory.rssMb);
  });
});

import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { parseParentPid, parseProcStatus, residentMemory, treeRss } from "./process-memory.ts";

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

describe("parseParentPid", () => {
  it("reads the fourth field, after a command name with spaces and parentheses", () => {
    expect(parseParentPid("4242 (node (worker) 1) S 4100 4242 4100 0 -1 4194560 1234 0 0 0")).toBe(4100);
  });
});

describe("treeRss (Linux)", () => {
  it("adds up the process and the processes under it", async () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30_000)"], { stdio: "ignore" });
    await once(child, "spawn");
    try {
      const alone = treeRss(child.pid!);
      expect(alone.processes).toBe(1);
      expect(alone.total).toBeGreaterThan(0);
      const withChild = treeRss(process.pid);
      expect(withChild.processes).toBeGreaterThanOrEqual(2);
      expect(withChild.total).toBeGreaterThan(10 * 1024 * 1024);
    } finally {
      child.kill();
    }
  });
});

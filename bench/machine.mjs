// Who uses the CPU while a benchmark runs (Linux /proc): the benchmark's own process, a
// server it started, PostgreSQL's processes and everything else on the machine, so that a
// figure taken while something else was busy says so.
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { sleep } from "./lib.mjs";

const HZ = 100;

function procTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of every PostgreSQL process, one entry per pid (backends come and go). */
function postgresTicks() {
  const ticks = new Map();
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") ticks.set(pid, procTicks(pid));
      } catch {}
    }
  } catch {}
  return ticks;
}

function machineTicks() {
  try {
    const values = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: values[3] + values[4], total: values.reduce((a, b) => a + b, 0) };
  } catch {
    return { idle: 0, total: 0 };
  }
}

/** Starts counting; `stop()` answers each party's CPU meanwhile, in % of one core. */
export function cpuMeter(serverPid) {
  const start = {
    at: performance.now(),
    self: process.cpuUsage(),
    server: serverPid ? procTicks(serverPid) : 0,
    postgres: postgresTicks(),
    machine: machineTicks(),
  };
  // Backends that exit before stop() still count up to their last sample.
  const seen = new Map(start.postgres);
  const sampler = setInterval(() => {
    for (const [pid, ticks] of postgresTicks()) seen.set(pid, ticks);
  }, 500);
  return {
    stop() {
      clearInterval(sampler);
      for (const [pid, ticks] of postgresTicks()) seen.set(pid, ticks);
      const seconds = (performance.now() - start.at) / 1000;
      const pct = (ticks) => Math.round((ticks / HZ / seconds) * 100);
      let postgres = 0;
      for (const [pid, ticks] of seen) postgres += ticks - (start.postgres.get(pid) ?? 0);
      const self = process.cpuUsage(start.self);
      const machine = machineTicks();
      const busy = Math.round(
        (1 - (machine.idle - start.machine.idle) / Math.max(1, machine.total - start.machine.total)) *
          100 *
          cpus().length,
      );
      const parts = {
        self: Math.round(((self.user + self.system) / 1e6 / seconds) * 100),
        server: serverPid ? pct(procTicks(serverPid) - start.server) : 0,
        postgres: pct(postgres),
      };
      return {
        ...parts,
        machine: busy,
        others: Math.max(0, busy - parts.self - parts.server - parts.postgres),
      };
    },
  };
}

/**
 * Waits (up to `maxSeconds`) until other processes (PostgreSQL serving someone else included)
 * take less than `threshold`% of one core over 3 s, so a benchmark does not start while tests
 * or builds run on the same machine.
 */
export async function waitForQuietMachine({ threshold = 25, maxSeconds = 300 } = {}) {
  const deadline = performance.now() + maxSeconds * 1000;
  for (;;) {
    const meter = cpuMeter();
    await sleep(3000);
    const cpu = meter.stop();
    const others = cpu.machine - cpu.self;
    if (others < threshold) return { quiet: true, others };
    if (performance.now() > deadline) {
      console.log(`the machine is still busy (other processes ${others}% of a core): measuring anyway`);
      return { quiet: false, others };
    }
    console.log(`waiting for a quiet machine: other processes use ${others}% of a core`);
  }
}

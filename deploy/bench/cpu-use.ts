/**
 * CPU time used by the processes of this machine that a bench loads, read from Linux's /proc: each
 * program of the repository by its name (services/survey/dist/main.js: "survey"), Postgres's backends by
 * their database (the part after the bench's prefix: "postgres survey"), and NATS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fmt } from './stats.js';

/** Clock ticks a second (`getconf CLK_TCK`: 100 on Linux for x86 and arm). */
const TICKS_PER_SECOND = 100;

/** The kind of process the command line names, or undefined for one the benches do not load. */
function kindOf(commandLine: string): string | undefined {
  const script = /(?:^|[\s/])(services\/(\w+)|gateway|deploy\/dist\/bench\/([\w-]+))(\/dist\/main)?\.?js/.exec(commandLine);
  if (script) return script[2] ?? script[3] ?? 'gateway';
  const backend = /^postgres: [^:]+: \S+ (\S+)/.exec(commandLine);
  if (backend) return `postgres ${backend[1].replace(/^.*_/, '')}`;
  if (/\bnats-server\b/.test(commandLine)) return 'nats';
  return undefined;
}

/** Milliseconds of CPU (user and system) each kind of process has used so far. */
export function cpuUse(): Map<string, number> {
  const use = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const kind = kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim());
      if (!kind) continue;
      // Fields after the command's name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
      use.set(kind, (use.get(kind) ?? 0) + ms);
    } catch {
      // The process ended meanwhile.
    }
  }
  return use;
}

/** What each kind used between two readings of `cpuUse` (processes that ended in between are left out). */
export function cpuUsedSince(before: Map<string, number>): Map<string, number> {
  return new Map([...cpuUse()].map(([kind, ms]) => [kind, ms - (before.get(kind) ?? 0)]));
}

/** "7.1: survey 2.0, postgres survey 1.2, ...": the CPU per unit of work in all, then of each kind of process that used 0.05 ms or more. */
export function cpuPer(used: Map<string, number>, units: number): string {
  const perUnit = [...used].map(([kind, ms]) => [kind, ms / units] as const).sort((a, b) => b[1] - a[1]);
  const total = perUnit.reduce((sum, [, ms]) => sum + ms, 0);
  return `${fmt(total, 2)}: ${perUnit
    .filter(([, ms]) => ms >= 0.05)
    .map(([kind, ms]) => `${kind} ${fmt(ms, 2)}`)
    .join(', ')}`;
}

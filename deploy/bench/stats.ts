export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Outcomes counted: "3 x 409, 1 x no answer" (an HTTP status 0 is no answer). */
export const countBy = (outcomes: (number | string)[]) =>
  [...new Set(outcomes)].map((outcome) => `${outcomes.filter((o) => o === outcome).length} x ${outcome === 0 ? 'no answer' : outcome}`).join(', ');

/** Runs `op` `total` times with `concurrency` workers; returns operations per second. */
export async function throughput(total: number, concurrency: number, op: (i: number, worker: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) await op(next++, worker);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return total / seconds;
}

/**
 * Starts `start(i)` for each i < total, `perSecond` a second whatever the answers (a slow system shows as
 * slow answers, never as a lighter load); resolves once every one has finished, with the rate reached.
 */
export async function atSteadyRate(total: number, perSecond: number, start: (i: number) => Promise<void>): Promise<{ rate: number; seconds: number }> {
  const began = Date.now();
  const started: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = began + (i * 1000) / perSecond - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    started.push(start(i));
  }
  const seconds = (Date.now() - began) / 1000;
  await Promise.all(started);
  return { rate: total / seconds, seconds };
}

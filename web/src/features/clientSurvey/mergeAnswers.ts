import type { Answers } from '@app/contracts';

/**
 * After a 409 (the page was saved elsewhere meanwhile): the server's answers with the client's own
 * changes on top, so neither side is dropped silently: what the client changed wins, everything else
 * is the server's.
 */
export function mergeAnswers(server: Answers, local: Answers, changedKeys: readonly string[]): Answers {
  const merged: Answers = { ...server };
  for (const key of changedKeys) merged[key] = local[key] ?? null;
  return merged;
}

/** Whether `merged` shows an answer the page did not (`shown`): one given on another device. */
export function showsOtherAnswers(merged: Answers, shown: Answers): boolean {
  return Object.keys({ ...merged, ...shown }).some((key) => (merged[key] ?? null) !== (shown[key] ?? null));
}

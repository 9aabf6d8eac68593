/** The stream was not at the expected version: someone else wrote first (HTTP 409 upstream). */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'any',
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId} is at version ${actual ?? 'none'}, expected ${expected}`);
    this.name = 'ConcurrencyError';
  }
}

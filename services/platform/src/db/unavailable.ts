/** Postgres error classes meaning "not reachable right now", not "this request is wrong". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: a fast shutdown or restart terminated the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What `pg` says when a connection dies or cannot be made (these errors carry no code). */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether `error` means the database cannot be reached (down, restarting, unreachable): such a
 * failure passes by itself, so it is retried or answered 503, never counted against the work.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: errors from Node's sockets may come from another realm (e.g. under jest's vm).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true; // AggregateError: each address tried
  return cause !== undefined && isDatabaseUnavailable(cause);
}

/** Postgres aborted the transaction for colliding with another one (a deadlock, a serialization failure): run it again. */
export function isTransactionConflict(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '40P01' || code === '40001';
}

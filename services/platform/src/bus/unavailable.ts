import { errors } from '@nats-io/transport-node';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/** A service or store this one depends on cannot answer right now (retry later; HTTP 503). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: string,
    message = `${dependency} is unavailable`,
  ) {
    super(message);
    this.name = 'DependencyUnavailableError';
  }
}

const NATS_UNAVAILABLE = [errors.ConnectionError, errors.ClosedConnectionError, errors.DrainingConnectionError, errors.NoRespondersError, errors.RequestError, errors.TimeoutError];

/** NATS itself, or whoever should answer a request on it, is not reachable right now. */
export function isBusUnavailable(error: unknown): boolean {
  return NATS_UNAVAILABLE.some((type) => error instanceof type);
}

/**
 * A failure that passes by itself once a dependency (Postgres, NATS, another service) is back: it
 * is retried, and never spends the delivery budget meant for events a handler cannot process.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  return error instanceof DependencyUnavailableError || isDatabaseUnavailable(error) || isBusUnavailable(error);
}

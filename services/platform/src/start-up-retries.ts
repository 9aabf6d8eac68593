import { DependencyUnavailableError, isBusUnavailable } from './bus/unavailable.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import type { Logger } from './logger.js';

/** The wait after a start-up attempt failed for a dependency, doubled after each such failure up to the cap. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/** The dependency an error says cannot be reached now (Postgres, NATS, another service), if that is what it says. */
function unreachableDependencyOf(error: unknown): string | undefined {
  // NATS first: its connection error carries the socket's (ECONNREFUSED) as its cause, which reads as Postgres'.
  if (isBusUnavailable(error)) return 'nats';
  if (isDatabaseUnavailable(error)) return 'postgres';
  return error instanceof DependencyUnavailableError ? error.dependency : undefined;
}

/** The error's code (`ECONNREFUSED`, `57P03`, NATS' `CONNECTION_REFUSED`), never its message: that may quote an address with its password. */
function codeOf(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : cause === undefined ? undefined : codeOf(cause);
}

/**
 * Runs a start-up `attempt` (which leaves nothing open when it fails) until it succeeds. An attempt that failed
 * because a dependency cannot be reached is run again after 250 ms, twice as long after each further failure, 5 s
 * at most; each such failure is logged and told to `waitingFor`. Any other failure ends the start-up.
 */
export async function retryWhileUnreachable<T>(attempt: () => Promise<T>, logger: Logger, waitingFor: (dependency: string) => void): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      const dependency = unreachableDependencyOf(error);
      if (!dependency) throw error;
      const retryInMs = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      waitingFor(dependency);
      logger.warn({ waitingFor: dependency, code: codeOf(error), attempt: failures + 1, retryInMs }, `start-up: ${dependency} cannot be reached; trying again`);
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
    }
  }
}

import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { DependencyUnavailableError, isBusUnavailable } from './unavailable.js';

/** A service's answer when its own database is down: ask again later. */
const UNAVAILABLE = 'unavailable';

/**
 * Answers the requests on `subject` (one instance of the queue group each): `respond`'s result as JSON,
 * or `{ error }`: 'unavailable' while the service's database is down, else `failed`.
 */
export function answerRequests(nc: NatsConnection, subject: string, queue: string, failed: string, respond: (request: Msg) => Promise<unknown>): Subscription {
  return nc.subscribe(subject, {
    queue,
    callback: (error, message) => {
      if (error) return;
      const answer = async () => {
        try {
          return await respond(message);
        } catch (failure) {
          return { error: isDatabaseUnavailable(failure) ? UNAVAILABLE : failed };
        }
      };
      void answer()
        .then((body) => message.respond(JSON.stringify(body)))
        .catch(() => undefined); // the connection closed meanwhile: the requester times out and asks again
    },
  });
}

/**
 * Asks `service` on `subject` (`answerRequests`' other side). A service that does not answer, or whose
 * database is down, is a DependencyUnavailableError (503 upstream); any other `{ error }` is the caller's to read.
 */
export async function askService<Answer>(nc: NatsConnection, subject: string, request: unknown, service: string, timeoutMs: number): Promise<Answer & { error?: string }> {
  let reply: Msg;
  try {
    reply = await nc.request(subject, JSON.stringify(request), { timeout: timeoutMs });
  } catch (error) {
    throw isBusUnavailable(error) ? new DependencyUnavailableError(`the ${service} service`, `The ${service} service did not answer: ${(error as Error).message}`) : error;
  }
  const answer = reply.json<Answer & { error?: string }>();
  if (answer.error === UNAVAILABLE) throw new DependencyUnavailableError(`the ${service} service`, `The ${service} service cannot reach its database`);
  return answer;
}

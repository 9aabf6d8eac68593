import { createHash } from 'node:crypto';

/** Namespace of the notification service's name-based (version 5) message ids. */
const NAMESPACE = Buffer.from('6f1c4b0e2d7a4f3b9e51c2a8d4b7e903', 'hex');

/** RFC 9562 UUID version 5 (SHA-1, name-based) of `name` in this service's namespace. */
export function uuidV5(name: string): string {
  const bytes = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the message a handler sends for an event (or a job for an occasion, such as a client's
 * third reminder): the same for every delivery of that event, so a redelivery adds no second
 * send-message job (the job id is the message id) and the outcome goes to the one stream
 * `message-<id>` (which must not exist yet).
 */
export const messageIdFor = (handler: string, occasion: string) => uuidV5(`${handler}:${occasion}`);

export const messageStreamOf = (messageId: string) => `message-${messageId}`;

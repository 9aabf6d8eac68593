import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5 layout over SHA-256) of `parts` in `service`'s namespace: the same parts
 * always give the same id, so a redelivered event or a second instance doing the same work at the same
 * moment lands on the same stream. Ids made so are stored: the algorithm must never change.
 */
export function derivedId(service: string, ...parts: string[]): string {
  const hex = createHash('sha256')
    .update([service, ...parts].join('\u0000'))
    .digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

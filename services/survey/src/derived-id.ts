import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5 layout over SHA-256): the same parts always give the same id, so a
 * redelivered invitation or a second instance seeding at the same moment lands on the same stream.
 */
export function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(`survey\u0000${parts.join('\u0000')}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

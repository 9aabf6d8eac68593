import { randomInt } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH, type ClientEventData } from '@app/contracts';
import type { LinkCodeHashes } from './link-code-hashes.js';

/** A link as the events carry it: the code and the link (both sealed) and the code's keyed hash. */
export type LinkCode = Pick<ClientEventData<'ClientLinkRenewed'>, 'shortCode' | 'shortCodeUrl' | 'shortCodeHash'>;

/**
 * Makes the short codes of the clients' (`/c/`) and supporters' (`/p/`) links: 13 characters drawn
 * uniformly (crypto randomness) from an alphabet of 56 without look-alikes, about 75 bits.
 * Injectable in Nest by this class (a test hands in its own).
 */
export class ShortCodes {
  next(): string {
    let code = '';
    for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
    return code;
  }
}

/** A text that could be a short code at all (anything else is not looked up). */
export const isShortCodeShaped = (text: string) => text.length === SHORT_CODE_LENGTH && [...text].every((c) => SHORT_CODE_ALPHABET.includes(c));

/** Tries at a short code nobody has; a collision of two 75-bit codes is all but impossible, so a few do. */
const SHORT_CODE_TRIES = 5;

/**
 * Runs `write` with a link of a fresh code (`urlOf` makes the link) until the read model's unique
 * index of the codes' hashes (`constraint`, checked in the append's transaction) takes it: a taken
 * code is drawn again.
 */
export async function withFreshLinkCode<T>(
  { shortCodes, hashes }: { shortCodes: ShortCodes; hashes: LinkCodeHashes },
  urlOf: (code: string) => string,
  constraint: string,
  write: (link: LinkCode) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const shortCode = shortCodes.next();
    try {
      return await write({ shortCode, shortCodeUrl: urlOf(shortCode), shortCodeHash: hashes.of(shortCode) });
    } catch (error) {
      if ((error as { constraint?: string }).constraint !== constraint || attempt >= SHORT_CODE_TRIES) throw error;
    }
  }
}

import { randomInt } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@app/contracts';

/**
 * Makes clients' short codes: 13 characters drawn uniformly (crypto randomness) from an alphabet of
 * 56 without look-alikes, about 75 bits. Injectable in Nest by this class (a test hands in its own).
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

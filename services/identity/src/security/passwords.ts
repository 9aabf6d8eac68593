import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { AccountMessages } from '@app/contracts';
import { ValidationError } from '@app/platform';
import { isCommonPassword } from './common-passwords.js';

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id hashing. Verifying against nothing costs the same as a real check (no user enumeration by timing). */
export class PasswordHasher {
  private dummy?: Promise<string>;
  /** argon2 computations (hashes and verifications) this process made: the CPU that requests cost, counted, not timed. */
  computations = 0;

  hash(password: string): Promise<string> {
    this.computations++;
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** False for a missing hash, after spending the time of a real verification. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await this.verifyNothing(password);
      return false;
    }
    try {
      this.computations++;
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<void> {
    this.dummy ??= this.hash(randomBytes(16).toString('base64url'));
    this.computations++;
    await argon2.verify(await this.dummy, password).catch(() => false);
  }
}

/** Rejects passwords on the common-password list as a 400 naming the field. */
export function assertPasswordNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) throw new ValidationError([`${field}: ${AccountMessages.commonPassword}`]);
}

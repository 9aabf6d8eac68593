import { createHmac } from 'node:crypto';
import type { IdentityConfig } from '../config.js';
import { deriveKey, sha256Hex } from './secrets.js';

/**
 * How identity keeps a client's invitation code (`client_invitations`): its keyed hash (HMAC-SHA256,
 * the key derived from the master key), so a copy of the table opens no invitation.
 */
export class InvitationCodes {
  private readonly key: Buffer;

  constructor(config: IdentityConfig) {
    this.key = deriveKey(config, 'invitation-codes');
  }

  hash(code: string): string {
    return createHmac('sha256', this.key).update(code, 'utf8').digest('hex');
  }

  /**
   * The hashes an invitation with this code may be kept under: the keyed one, and the plain SHA-256 of
   * the invitations identity took before (issue 32), until an operator renews their codes.
   */
  lookupHashes(code: string): string[] {
    return [this.hash(code), sha256Hex(code)];
  }
}

import { createHmac } from 'node:crypto';
import type { PersonalDataVault } from '@app/platform';

/**
 * The keyed hash (HMAC-SHA256) by which clients finds a link from its code: the only form of a code
 * its tables keep, so a copy of them (a dump, a backup) opens no link. The key is derived from the
 * service's master key (`PersonalDataVault.derivedKey`), so there is no other secret to keep.
 * Injectable in Nest by this class.
 */
export class LinkCodeHashes {
  private readonly key: Buffer;

  constructor(vault: PersonalDataVault) {
    this.key = vault.derivedKey('link-codes');
  }

  of(code: string): string {
    return createHmac('sha256', this.key).update(code, 'utf8').digest('hex');
  }
}

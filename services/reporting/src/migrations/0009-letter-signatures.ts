import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * Letters ready for a judge (issue 35, item 7): the e-sign consent text each supporter agreed to, word for word
 * (clients' `SupporterLetterSaved.signature.eSignConsentText`), and the supporter's email and phone as clients
 * sealed them (`SupporterInvited`), opened only for the work-product edition's contact block. Letters signed
 * before this have none until reporting's read models are rebuilt (`npm run rebuild -- reporting`).
 */
export const letterSignatures: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE supporters ADD COLUMN e_sign_consent_text text, ADD COLUMN email jsonb, ADD COLUMN phone_number jsonb`.execute(db);
  },
};

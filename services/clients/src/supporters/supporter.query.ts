import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, E_SIGN_CONSENT_TEXTS, type Client, type SupporterLandingData } from '@app/contracts';
import { PlatformRuntime } from '@app/platform';
import type { ClientsDatabase, SupporterRow } from '../clients-database.js';
import { LinkCodeHashes } from '../short-codes/link-code-hashes.js';
import { isShortCodeShaped } from '../short-codes/short-codes.js';

/** A wrong, malformed or erased code: one answer for all of them, so none can be told from another. */
export const INVALID_SUPPORTER_LANDING: SupporterLandingData = Object.freeze({
  isValidShortCode: false,
  supporterId: null,
  clientFirstName: null,
  firstName: null,
  lastName: null,
  clientRelationship: null,
  supportText: null,
  signatureName: null,
  isComplete: false,
  eSignConsentText: E_SIGN_CONSENT_TEXTS[DEFAULT_LANGUAGE],
  language: DEFAULT_LANGUAGE,
});

type SupporterOfClient = SupporterRow & { client_first_name: string | null };
type ClientSupporter = NonNullable<Client['supporters']>[number];

/** Reads of the supporters read model: by their link's code, and by client for the client view. */
@Injectable()
export class SupporterQuery {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly hashes: LinkCodeHashes,
  ) {}

  /** The supporter a code names (of a client not deleted), by its keyed hash; undefined for anything else (a renewed link's old code too). */
  async findByShortCode(shortCode: string): Promise<SupporterOfClient | undefined> {
    if (!isShortCodeShaped(shortCode)) return undefined;
    return this.runtime.db
      .selectFrom('supporters as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .selectAll('s')
      .select('c.first_name as client_first_name')
      .where('s.short_code_hash', '=', this.hashes.of(shortCode))
      .where('c.deleted', '=', false)
      .executeTakeFirst();
  }

  /** The landing of a supporter's link (spec 02 §1): who they write for, and their letter so far. */
  async landingData(shortCode: string): Promise<SupporterLandingData> {
    const supporter = await this.findByShortCode(shortCode);
    if (!supporter) return INVALID_SUPPORTER_LANDING;
    return {
      isValidShortCode: true,
      supporterId: supporter.id,
      clientFirstName: supporter.client_first_name,
      firstName: supporter.first_name,
      lastName: supporter.last_name,
      clientRelationship: supporter.client_relationship,
      supportText: supporter.support_text,
      signatureName: supporter.signature_name,
      isComplete: supporter.is_complete,
      eSignConsentText: E_SIGN_CONSENT_TEXTS[supporter.language],
      language: supporter.language,
    };
  }

  /** Each client's supporters, in the order the client listed them. */
  async ofClients(clientIds: readonly string[]): Promise<Map<string, ClientSupporter[]>> {
    const rows = clientIds.length ? await this.runtime.db.selectFrom('supporters').selectAll().where('client_id', 'in', clientIds).orderBy('slot').orderBy('id').execute() : [];
    const supporters = new Map<string, ClientSupporter[]>();
    for (const row of rows) {
      const supporter = { id: row.id, firstName: row.first_name, lastName: row.last_name, clientRelationship: row.client_relationship, isCompleted: row.is_complete };
      supporters.set(row.client_id, [...(supporters.get(row.client_id) ?? []), supporter]);
    }
    return supporters;
  }
}

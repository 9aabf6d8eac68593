import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { E_SIGN_CONSENT_TEXTS, type SupporterLandingData, type SupporterSubmission } from '@app/contracts';
import { PlatformRuntime, type AppendContext } from '@app/platform';
import type { ClientsDatabase } from '../../clients-database.js';
import { lockLiveClient } from '../../clients/client-timeline.js';
import { invalidLink, supporterDecider } from '../supporter.decide.js';
import { supporterStreamId } from '../supporter.js';
import { SupporterQuery } from '../supporter.query.js';

/** Where a signed letter came from, as the signature records it. */
export interface SigningOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * POST /api/supporter/submit: the code is the capability. A draft may be saved again and again; a
 * complete letter is signed (`signature`: the consent text agreed to, the address and browser, the
 * SHA-256 of the exact text) and read-only from then on (409). The client's row is locked first,
 * so a deletion of the client comes wholly before (the link is invalid) or after (the letter is
 * erased with the client), and two saves of one letter never race.
 */
@Injectable()
export class SubmitLetterHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ClientsDatabase>,
    private readonly supporters: SupporterQuery,
  ) {}

  async submit(submission: SupporterSubmission, origin: SigningOrigin, context: AppendContext): Promise<SupporterLandingData> {
    const supporter = await this.supporters.findByShortCode(submission.shortCode);
    if (!supporter) throw invalidLink();
    const { supportText, signatureName, isComplete } = submission;
    const signature = isComplete
      ? { eSignConsentText: E_SIGN_CONSENT_TEXTS[supporter.language], ...origin, supportTextSha256: createHash('sha256').update(supportText, 'utf8').digest('hex') }
      : null;
    await this.runtime.db.transaction().execute(async (trx) => {
      if (!(await lockLiveClient(trx, supporter.client_id))) throw invalidLink();
      await this.runtime.commands.handle(supporterStreamId(supporter.id), { type: 'SaveLetter', letter: { supportText, signatureName, isComplete, signature } }, supporterDecider, {
        trx,
        context,
      });
    });
    return this.supporters.landingData(submission.shortCode);
  }
}

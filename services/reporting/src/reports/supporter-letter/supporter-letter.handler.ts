import { Injectable } from '@nestjs/common';
import type { ReportEdition } from '@app/contracts';
import { downloadCaller, PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { REPORT_ROLES } from '../download-token.js';
import { LetterQuery } from './letter.query.js';
import { DEFAULT_LETTER_TIME_ZONE } from './signing-time.js';
import { buildSupporterLetter } from './supporter-letter.js';

/**
 * GET /api/supporter/{id}/letter: a signed letter for the client's subscriber or a site admin, in the edition
 * asked for (the work product holds the writer's contact); a draft is not there yet (404).
 */
@Injectable()
export class SupporterLetterHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly letters: LetterQuery,
  ) {}

  /** `timeZone`: the attorney's (IANA), to date and time the signature in; UTC until the account has one (issue 36, item 12). */
  async build(downloadToken: string | undefined, supporterId: string, edition: ReportEdition = 'workProduct', timeZone = DEFAULT_LETTER_TIME_ZONE): Promise<{ fileName: string; content: Buffer }> {
    const caller = await downloadCaller(this.runtime, downloadToken, REPORT_ROLES);
    const { letter, supporter, client, letterCase } = await this.letters.signedLetter(caller, supporterId, { withContact: edition === 'workProduct' });
    const fileName = `Letter of Support - ${supporter.last_name}, ${supporter.first_name} - for ${client.last_name}, ${client.first_name}${edition === 'court' ? ' - Court Edition' : ''}.docx`;
    return { fileName, content: await buildSupporterLetter(letter, letterCase, { edition, timeZone }) };
  }
}

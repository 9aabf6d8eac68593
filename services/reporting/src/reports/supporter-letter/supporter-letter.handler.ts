import { Injectable } from '@nestjs/common';
import type { ReportEdition } from '@app/contracts';
import { downloadCaller, PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { REPORT_ROLES } from '../download-token.js';
import { LetterQuery } from './letter.query.js';
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

  /** `timeZone`: to date and time the signature in; the attorney's (their account's, UTC until it has one) when not given (issue 36, item 12). */
  async build(downloadToken: string | undefined, supporterId: string, edition: ReportEdition = 'workProduct', timeZone?: string): Promise<{ fileName: string; content: Buffer }> {
    const caller = await downloadCaller(this.runtime, downloadToken, REPORT_ROLES);
    const { letter, supporter, client, letterCase, timeZone: attorneys } = await this.letters.signedLetter(caller, supporterId, { withContact: edition === 'workProduct' });
    const fileName = `Letter of Support - ${supporter.last_name}, ${supporter.first_name} - for ${client.last_name}, ${client.first_name}${edition === 'court' ? ' - Court Edition' : ''}.docx`;
    return { fileName, content: await buildSupporterLetter(letter, letterCase, { edition, timeZone: timeZone ?? attorneys }) };
  }
}

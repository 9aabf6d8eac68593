import { Injectable } from '@nestjs/common';
import { downloadCaller, NotFoundError, PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { REPORT_ROLES } from '../download-token.js';
import { LetterQuery } from './letter.query.js';
import { buildLettersPacket } from './letters-packet.js';

/** A client with no signed letter yet has no packet (the Reports tab offers it from the first one). */
export const noSignedLetters = () => new NotFoundError('A signed letter');

/**
 * GET /api/client/{id}/letters: every signed letter of the client in one .docx, court edition, for the client's
 * subscriber or a site admin; anyone else's client, an unknown or a deleted one, and a client with no signed
 * letter: 404.
 */
@Injectable()
export class LettersPacketHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly letters: LetterQuery,
  ) {}

  /** `timeZone`: the attorney's (their account's, UTC until it has one) when not given (issue 36, item 12). */
  async build(downloadToken: string | undefined, clientId: string, timeZone?: string, now = new Date()): Promise<{ fileName: string; content: Buffer }> {
    const caller = await downloadCaller(this.runtime, downloadToken, REPORT_ROLES);
    const { letters, client, letterCase, timeZone: attorneys } = await this.letters.signedLetters(caller, clientId);
    if (letters.length === 0) throw noSignedLetters();
    const fileName = `Letters of Support - ${client.last_name}, ${client.first_name} - ${now.toISOString().slice(0, 10)} - Court Edition.docx`;
    return { fileName, content: await buildLettersPacket(letters, letterCase, { timeZone: timeZone ?? attorneys }) };
  }
}

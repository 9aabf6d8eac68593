import { Injectable } from '@nestjs/common';
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { Roles } from '@app/contracts';
import { downloadCaller, PlatformRuntime, type Principal } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import { buildMitigationReport } from '../reports/mitigation-report/mitigation-report.js';
import { reportFileName } from '../reports/raw-report/raw-report.handler.js';
import { reportModelOf } from '../reports/raw-report/report-contents.js';
import { ReportQuery } from '../reports/report.query.js';
import { buildLettersPacket } from '../reports/supporter-letter/letters-packet.js';
import { LetterQuery } from '../reports/supporter-letter/letter.query.js';
import { clientsCsv, type ExportedClient } from './clients-csv.js';

/** A name safe as a folder or file name in the archive on every system. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'Unnamed';

/**
 * GET /api/account/export (issue 36): everything of the subscriber's in one .zip, before they close their account:
 * `clients.csv` (every client, their status and dates), and per client a folder with the Mitigation Report as it is
 * now (work-product edition) and the signed letters of support (the packet). Built one client at a time and streamed
 * (fflate's streaming `Zip`: the .docx files are stored, being compressed already; the CSV deflated).
 */
@Injectable()
export class AccountExportHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly reports: ReportQuery,
    private readonly letters: LetterQuery,
  ) {}

  /** The caller, from the download token: a subscriber (their own account). */
  caller(downloadToken: string | undefined): Promise<Principal> {
    return downloadCaller(this.runtime, downloadToken, [Roles.Subscriber]);
  }

  async write(caller: Principal, out: Writable, now = new Date()): Promise<void> {
    const zip = new Zip((error, chunk, final) => {
      if (error) out.destroy(error);
      else {
        out.write(chunk);
        if (final) out.end();
      }
    });
    const add = (name: string, content: Uint8Array, compress: boolean) => {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(content, true);
    };
    const date = now.toISOString().slice(0, 10);
    const clients = await this.runtime.db
      .selectFrom('clients')
      .select(['id', 'first_name', 'last_name'])
      .where('subscriber_id', '=', caller.id)
      .where('deleted', '=', false)
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    const listed: ExportedClient[] = [];
    for (const client of clients) {
      const folder = `${safeName(`${client.last_name ?? ''}, ${client.first_name ?? ''}`)} (${client.id.slice(0, 8)})`;
      const form = await this.runtime.db.selectFrom('forms').select(['id', 'status', 'created', 'completed']).where('client_id', '=', client.id).orderBy('created').executeTakeFirst();
      if (form) {
        const sources = await this.reports.sourcesOf(caller, form.id);
        const model = reportModelOf({ ...sources, date, edition: 'workProduct' });
        add(`${folder}/${safeName(reportFileName(model))}`, await buildMitigationReport(model), false);
      }
      const { letters, letterCase } = await this.letters.signedLetters(caller, client.id);
      if (letters.length > 0) add(`${folder}/Letters of Support - ${date}.docx`, await buildLettersPacket(letters, letterCase), false);
      listed.push({ ...client, folder, status: form?.status ?? null, invited: form?.created ?? null, completed: form?.completed ?? null, signedLetters: letters.length });
      await drained(out);
    }
    add('clients.csv', await clientsCsv(listed), true);
    zip.end();
  }
}

/** Waits while the response's buffer is full, so a long export holds one client's files at a time. */
const drained = (out: Writable) =>
  out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', () => resolve())) : Promise.resolve();

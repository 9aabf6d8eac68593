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
import { ClientFiles } from './client-files.js';
import { clientsCsv, type ExportedClient } from './clients-csv.js';
import { FileAllowance, safeName, uniqueNames } from './exported-files.js';

/**
 * GET /api/account/export (issue 36): everything of the subscriber's in one .zip, before they close their account:
 * `clients.csv` (every client, their status and dates), and per client a folder with the Mitigation Report as it is
 * now (work-product edition), the signed letters of support (the packet) and the files the client uploaded
 * (`Files/`, asked of survey part by part; at most EXPORT_FILE_BYTES of them in all, the CSV counting those left
 * out). Built one client at a time and streamed (fflate's streaming `Zip`: the .docx files and the uploads are
 * stored, being compressed already mostly; the CSV deflated).
 */
@Injectable()
export class AccountExportHandler {
  private readonly files: ClientFiles;

  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly reports: ReportQuery,
    private readonly letters: LetterQuery,
  ) {
    this.files = new ClientFiles(runtime);
  }

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
    const allowance = new FileAllowance();
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
      const form = await this.runtime.db
        .selectFrom('forms')
        .select(['id', 'status', 'created', 'completed'])
        .where('client_id', '=', client.id)
        .orderBy('created')
        .executeTakeFirst();
      if (form) {
        const sources = await this.reports.sourcesOf(caller, form.id);
        const model = reportModelOf({ ...sources, date, edition: 'workProduct' });
        add(`${folder}/${safeName(reportFileName(model))}`, await buildMitigationReport(model), false);
      }
      const { letters, letterCase } = await this.letters.signedLetters(caller, client.id);
      if (letters.length > 0) add(`${folder}/Letters of Support - ${date}.docx`, await buildLettersPacket(letters, letterCase), false);
      await drained(out);
      const uploaded = await this.files.of(client.id);
      const kept = uploaded.filter((file) => allowance.takes(file.size));
      const names = uniqueNames(kept.map((file) => file.name));
      for (const [index, file] of kept.entries()) {
        const entry = new ZipPassThrough(`${folder}/Files/${names[index]}`);
        zip.add(entry);
        for await (const part of this.files.read(client.id, file)) {
          entry.push(part);
          await drained(out);
        }
        entry.push(new Uint8Array(0), true);
      }
      listed.push({
        ...client,
        folder,
        status: form?.status ?? null,
        invited: form?.created ?? null,
        completed: form?.completed ?? null,
        signedLetters: letters.length,
        files: kept.length,
        filesLeftOut: uploaded.length - kept.length,
      });
    }
    add('clients.csv', await clientsCsv(listed), true);
    zip.end();
  }
}

/** Waits while the response's buffer is full, so a long export holds one client's files at a time. */
const drained = (out: Writable) => (out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', () => resolve())) : Promise.resolve());

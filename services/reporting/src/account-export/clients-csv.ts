import { csvStringifier } from '../stats/exports/csv.js';

/** A client as the export lists it. */
export interface ExportedClient {
  id: string;
  first_name: string | null;
  last_name: string | null;
  folder: string;
  status: string | null;
  invited: Date | string | null;
  completed: Date | string | null;
  signedLetters: number;
  /** The client's uploads in the folder, and those left out (over the export's bound). */
  files: number;
  filesLeftOut: number;
}

const HEADER = ['Last Name', 'First Name', 'Questionnaire', 'Sent', 'Completed', 'Signed Letters', 'Uploaded Files', 'Files Left Out', 'Folder', 'Client Id'] as const;
const instant = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());

/** `clients.csv` of the export: one row a client (the stats exports' CSV: UTF-8 with BOM, CRLF, no formulas). */
export function clientsCsv(clients: readonly ExportedClient[]): Promise<Buffer> {
  const csv = csvStringifier(HEADER);
  const chunks: Buffer[] = [];
  csv.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  const done = new Promise<Buffer>((resolve, reject) => {
    csv.on('end', () => resolve(Buffer.concat(chunks)));
    csv.on('error', reject);
  });
  for (const c of clients) {
    csv.write([
      c.last_name ?? '',
      c.first_name ?? '',
      c.status ?? 'Not created yet',
      instant(c.invited),
      instant(c.completed),
      String(c.signedLetters),
      String(c.files),
      String(c.filesLeftOut),
      c.folder,
      c.id,
    ]);
  }
  csv.end();
  return done;
}

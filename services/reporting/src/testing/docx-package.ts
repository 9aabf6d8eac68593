import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * What the report tests read of a .docx, with the machine's tools (`unzip`, Debian's LibreOffice and
 * poppler's `pdftotext`): its parts, each part's text, and its text as LibreOffice lays it out.
 */
const run = promisify(execFile);

export async function withTemporaryFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'reporting-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The package's parts and their contents. */
export const partsOf = (docx: Buffer) =>
  withTemporaryFolder(async (folder) => {
    const file = join(folder, 'report.docx');
    await writeFile(file, docx);
    const { stdout } = await run('unzip', ['-Z1', file]);
    const names = stdout.split('\n').filter((name) => name && !name.endsWith('/'));
    const parts = new Map<string, string>();
    // unzip reads a name as a pattern: its brackets ([Content_Types].xml) escaped.
    const literal = (name: string) => name.replace(/[[\]*?\\]/g, '\\$&');
    for (const name of names) parts.set(name, (await run('unzip', ['-p', file, literal(name)], { maxBuffer: 64 * 1024 * 1024 })).stdout);
    return parts;
  });

/** The document converted to PDF by LibreOffice (a profile of its own, so runs never share one): its pages' text, its page size and the pictures on its pages. */
export const pdfOf = (docx: Buffer) =>
  withTemporaryFolder(async (folder) => {
    const file = join(folder, 'report.docx');
    await writeFile(file, docx);
    await run('libreoffice', [`-env:UserInstallation=file://${join(folder, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', folder, file], { timeout: 120_000 });
    // -layout keeps a table's row on one line, as a reader reads it.
    await run('pdftotext', ['-layout', join(folder, 'report.pdf'), join(folder, 'report.txt')]);
    const { stdout: info } = await run('pdfinfo', [join(folder, 'report.pdf')]);
    // pdftotext ends each page with a form feed.
    const pages = (await readFile(join(folder, 'report.txt'), 'utf8')).split('\f').slice(0, -1);
    // The pictures drawn (pdfimages -list: a header of two lines, then page, number, type, width, height, ...).
    const { stdout: imageList } = await run('pdfimages', ['-list', join(folder, 'report.pdf')]);
    const images = imageList
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((row) => row[2] === 'image')
      .map(([page, , , width, height]) => ({ page: Number(page), width: Number(width), height: Number(height) }));
    return { pages, pageSize: /Page size:\s+(.+)/.exec(info)?.[1]?.trim() ?? '', images };
  });

/** The document as LibreOffice lays it out, read back as text. */
export const pdfTextOf = async (docx: Buffer) => (await pdfOf(docx)).pages.join('\f');

const NAME = '[A-Za-z_][\\w.:-]*';
const ATTRIBUTE = new RegExp(`^\\s+${NAME}\\s*=\\s*("[^"<]*"|'[^'<]*')`);
const REFERENCE = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/**
 * Why `xml` is not well-formed, or null when it is: one root element, every tag closed in order,
 * attributes quoted and never twice, and no stray `<` or `&` in text or attribute values.
 */
export function xmlProblem(xml: string): string | null {
  const body = xml.replace(/^\uFEFF?<\?xml[^?]*\?>/, '');
  const tag = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>|<!--[\\s\\S]*?-->|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|<\\?[\\s\\S]*?\\?>`, 'g');
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  for (const match of body.matchAll(tag)) {
    const text = body.slice(at, match.index);
    if (text.includes('<') || REFERENCE.test(text)) return `bad text before offset ${match.index}`;
    if (open.length === 0 && text.trim() !== '') return `text outside the root at offset ${at}`;
    at = match.index + match[0].length;
    const [, closing, name, attributes, selfClosing] = match;
    if (name === undefined) continue;
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes nothing open at offset ${match.index}`;
      continue;
    }
    const seen = new Set<string>();
    for (let rest = attributes; rest.trim() !== '';) {
      const attribute = ATTRIBUTE.exec(rest);
      if (!attribute || REFERENCE.test(attribute[1])) return `bad attribute in <${name}> at offset ${match.index}`;
      const attributeName = attribute[0].trim().split(/\s*=/)[0];
      if (seen.has(attributeName)) return `${attributeName} twice in <${name}> at offset ${match.index}`;
      seen.add(attributeName);
      rest = rest.slice(attribute[0].length);
    }
    if (open.length === 0 && ++roots > 1) return `a second root <${name}>`;
    if (!selfClosing) open.push(name);
  }
  if (body.slice(at).trim() !== '') return 'text after the root';
  if (open.length > 0) return `<${open.at(-1)}> never closed`;
  return roots === 1 ? null : 'no root element';
}

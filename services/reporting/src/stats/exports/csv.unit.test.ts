import { csvStringifier } from './csv.js';

async function csvOf(header: string[], rows: unknown[][]): Promise<string> {
  const stringifier = csvStringifier(header);
  const chunks: Buffer[] = [];
  stringifier.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => stringifier.on('end', resolve));
  for (const row of rows) stringifier.write(row);
  stringifier.end();
  await done;
  return Buffer.concat(chunks).toString('utf8');
}

describe('the exports’ CSV', () => {
  it('starts with a BOM and ends rows with CRLF, quoting as RFC 4180 says', async () => {
    const text = await csvOf(
      ['Name', 'Note'],
      [
        ['Smith, Jo', 'said "hi"'],
        ['Ünïcødé', 'two\nlines'],
      ],
    );
    expect(text).toBe('\uFEFFName,Note\r\n"Smith, Jo","said ""hi"""\r\nÜnïcødé,"two\nlines"\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas, and leaves numbers, dates and other text alone', async () => {
    const cells = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', 'a=b', 'O’Brien'];
    const text = await csvOf(
      cells.map((_, index) => `c${index}`),
      [cells, [-5, 0, 1.5, new Date('2026-01-02T03:04:05Z'), true, false, null, 'x']],
    );
    const [, formulas, values] = text.slice(1).split('\r\n');
    expect(formulas).toBe(`"'=HYPERLINK(""http://x"")",'+1+1,'-2+3,'@SUM(A1),'\tcmd,"'\rcmd",a=b,O’Brien`);
    expect(values).toBe('-5,0,1.5,2026-01-02T03:04:05.000Z,Yes,No,,x');
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { reportTemplates } from '../testing/report-fixtures.js';
import { partsOf } from '../testing/docx-package.js';
import { startReporting, type ReportingHarness, type TestUser } from '../testing/reporting-test-kit.js';

let h: ReportingHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startReporting('account_export');
  attorney = await h.subscriber();
}, 60_000);
afterAll(() => h?.close());

const exported = (tokens: { downloadToken?: string; bearer?: string }) => h.download('/api/account/export', tokens);

describe('GET /api/account/export', () => {
  it("answers the subscriber one .zip: every client's report and signed letters in a folder of theirs, and a CSV of the clients", async () => {
    const grace = await h.invited(attorney, { firstName: 'Grace', lastName: 'Hopper' });
    await h.formCreated(grace, reportTemplates());
    const signed = await h.supporterInvited(grace, { firstName: 'Mary', lastName: 'Hopper', clientRelationship: 'Sister' });
    await h.letterSaved(grace, signed, { supportText: 'Grace has always looked after our family.', signatureName: 'Mary E. Hopper', isComplete: true });
    const alan = await h.invited(attorney, { firstName: 'Alan', lastName: 'Kay' });
    const someoneElses = await h.invited(await h.subscriber(), { firstName: 'Ada', lastName: 'Byron' });

    const { status, headers, bytes } = await exported({ downloadToken: await h.downloadToken(attorney) });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/zip');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="Mitigation Survey export - \d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(new Uint8Array(bytes));
    const names = Object.keys(files).sort();
    const graceFolder = `Hopper, Grace (${grace.id.slice(0, 8)})`;
    const today = new Date().toISOString().slice(0, 10);
    expect(names).toEqual([`${graceFolder}/Letters of Support - ${today}.docx`, `${graceFolder}/Mitigation Report - Hopper, Grace - ${today}.docx`, 'clients.csv']);
    // Each document opens as a Word package.
    for (const name of names.filter((one) => one.endsWith('.docx'))) expect((await partsOf(Buffer.from(files[name]))).has('word/document.xml')).toBe(true);

    const csv = strFromU8(files['clients.csv'])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('Last Name,First Name,Questionnaire,Sent,Completed,Signed Letters,Uploaded Files,Files Left Out,Folder,Client Id');
    expect(csv.slice(1, 3).map((line) => line.split(',').slice(0, 3).concat(line.split(',').slice(5, 8)))).toEqual([
      ['Hopper', 'Grace', 'Created', '1', '0', '0'],
      ['Kay', 'Alan', 'Not created yet', '0', '0', '0'],
    ]);
    expect(csv.join('\n')).not.toContain(someoneElses.id);
    expect(csv.join('\n')).toContain(alan.id);
  }, 120_000);

  it('is for a subscriber with a download token only', async () => {
    expect((await exported({})).status).toBe(401);
    expect((await exported({ downloadToken: attorney.token })).status).toBe(401);
    expect((await exported({ downloadToken: await h.downloadToken(await h.admin()) })).status).toBe(403);
  }, 60_000);
});

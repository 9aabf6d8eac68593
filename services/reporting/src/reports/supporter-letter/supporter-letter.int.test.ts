import { createHash } from 'node:crypto';
import { DOCX_CONTENT_TYPE } from '@app/platform';
import { partsOf, pdfTextOf, xmlProblem } from '../../testing/docx-package.js';
import { reportTemplates } from '../../testing/report-fixtures.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';
import { ReportTexts } from '../mitigation-report/mitigation-report.js';

let h: ReportingHarness;
let attorney: TestUser;
let client: TestClient;
let signed: string;
let draft: string;
let formId: string;

const LETTER = 'Grace has always looked after our family.\nShe drove our mother to every appointment for six years.';
const DRAFT = 'I am still writing this one.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  h = await startReporting('letters');
  attorney = await h.subscriber();
  client = await h.invited(attorney, { firstName: 'Grace', lastName: 'Hopper' });
  formId = (await h.formCreated(client, reportTemplates())).formId;
  signed = await h.supporterInvited(client, { firstName: 'Mary', lastName: 'Hopper', clientRelationship: 'Sister' });
  await h.letterSaved(client, signed, { supportText: 'A first draft.', signatureName: null, isComplete: false });
  await h.letterSaved(client, signed, { supportText: LETTER, signatureName: 'Mary E. Hopper', isComplete: true });
  draft = await h.supporterInvited(client, { firstName: 'John', lastName: 'Mauchly', clientRelationship: 'Colleague' });
  await h.letterSaved(client, draft, { supportText: DRAFT, signatureName: null, isComplete: false });
}, 60_000);
afterAll(() => h?.close());

const letter = (id: string, tokens: { downloadToken?: string; bearer?: string }) => h.download(`/api/supporter/${id}/letter`, tokens);
const noAccess = { Details: 'You are not logged in or do not have access.', SubErrors: [] };
const letterNotFound = { Details: 'The signed letter was not found.', SubErrors: [] };

describe('GET /api/supporter/{id}/letter', () => {
  it("answers the client's subscriber the signed letter: its text, signature, when, and the hash recorded at signing", async () => {
    const { status, headers, bytes } = await letter(signed, { downloadToken: await h.downloadToken(attorney) });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe(DOCX_CONTENT_TYPE);
    const name = 'Letter of Support - Hopper, Mary - for Hopper, Grace.docx';
    expect(headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    const parts = await partsOf(bytes);
    for (const [part, xml] of [...parts].filter(([part]) => /\.(xml|rels)$/.test(part))) expect([part, xmlProblem(xml)]).toEqual([part, null]);
    const text = (await pdfTextOf(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Letter of Support for Grace Hopper From Mary Hopper (Sister)');
    expect(text).toContain('Grace has always looked after our family. She drove our mother to every appointment for six years. Mary E. Hopper Signed electronically on');
    expect(text).toMatch(/Signed electronically on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);
    expect(text.replace(/ /g, '')).toContain(sha256(LETTER));
    expect(text).not.toContain('A first draft.');
  }, 120_000);

  it('answers a site admin too', async () => {
    expect((await letter(signed, { downloadToken: await h.downloadToken(await h.admin()) })).status).toBe(200);
  });

  it("answers 404 for a draft, an unknown supporter and another subscriber's client's letter", async () => {
    // A download token is spent by its first use: one a request, as the web asks for one a click.
    expect(await letter(draft, { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: letterNotFound });
    expect(await letter('0b7e7f3c-0000-4000-8000-000000000000', { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: letterNotFound });
    expect(await letter(signed, { downloadToken: await h.downloadToken(await h.subscriber()) })).toMatchObject({ status: 404, body: letterNotFound });
  });

  it('refuses a client (403) and anything but an unexpired download token (401)', async () => {
    expect(await letter(signed, { downloadToken: await h.downloadToken(await h.clientUser(client)) })).toMatchObject({ status: 403, body: noAccess });
    expect(await letter(signed, {})).toMatchObject({ status: 401, body: noAccess });
    expect(await letter(signed, { downloadToken: attorney.token })).toMatchObject({ status: 401, body: noAccess });
    expect(await letter(signed, { downloadToken: await h.downloadToken(attorney, -10) })).toMatchObject({ status: 401, body: noAccess });
  });

  it("puts the signed letters, not the drafts, in the report's appendix", async () => {
    const { bytes } = await h.report(formId, { downloadToken: await h.downloadToken(attorney) });
    const body = (await partsOf(bytes)).get('word/document.xml')!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(body).toContain(ReportTexts.letters);
    expect(body).toContain('Mary Hopper (Sister)');
    expect(body).toContain('She drove our mother to every appointment for six years.');
    expect(body).not.toContain(DRAFT);
    expect(body).not.toContain('John Mauchly');
  });

  it('forgets the letters when the client is deleted', async () => {
    const other = await h.invited(attorney, { firstName: 'Alan', lastName: 'Turing' });
    const supporter = await h.supporterInvited(other);
    await h.letterSaved(other, supporter, { supportText: 'Alan is kind.', signatureName: 'Mary Hopper', isComplete: true });
    await h.clientDeleted(other);
    expect(await letter(supporter, { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: letterNotFound });
    expect(await h.running.runtime.db.selectFrom('supporters').selectAll().where('client_id', '=', other.id).execute()).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { E_SIGN_CONSENT_TEXTS, NO_CASE_DETAILS } from '@app/contracts';
import { DOCX_CONTENT_TYPE } from '@app/platform';
import { CLIENT_NAMES_HANDLER } from '../../reactions/client-names.reaction.js';
import { IDENTITY_FACTS_HANDLER } from '../../reactions/identity-facts.reaction.js';
import { partsOf, pdfOf, pdfTextOf, xmlProblem } from '../../testing/docx-package.js';
import { reportTemplates } from '../../testing/report-fixtures.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';
import { ReportTexts } from '../mitigation-report/mitigation-report.js';
import { LetterTexts } from './letter-texts.js';

let h: ReportingHarness;
let attorney: TestUser;
let client: TestClient;
let signed: string;
let draft: string;
let formId: string;
let spanish: string;

const LETTER = 'Grace has always looked after our family.\nShe drove our mother to every appointment for six years.';
const DRAFT = 'I am still writing this one.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  h = await startReporting('letters');
  attorney = await h.subscriber();
  client = await h.invited(attorney, { firstName: 'Grace', lastName: 'Hopper' });
  formId = (await h.formCreated(client, reportTemplates())).formId;
  await h.standIns.clients
    .append(`client-${client.id}`, 'ClientCaseDetailsChanged', {
      clientId: client.id,
      caseDetails: { ...NO_CASE_DETAILS, jurisdiction: 'State', state: 'Ohio', caseNumber: '2025 CR 00123', court: 'Franklin County Court of Common Pleas', judge: 'Ann Smith' },
    })
    .then(h.consumed('clients', CLIENT_NAMES_HANDLER));
  signed = await h.supporterInvited(client, {
    firstName: 'Mary',
    lastName: 'Hopper',
    clientRelationship: 'Sister',
    email: 'mary.hopper@example.test',
    phoneNumber: '614-555-0142',
  });
  await h.letterSaved(client, signed, { supportText: 'A first draft.', signatureName: null, isComplete: false });
  await h.letterSaved(client, signed, { supportText: LETTER, signatureName: 'Mary E. Hopper', isComplete: true });
  draft = await h.supporterInvited(client, { firstName: 'John', lastName: 'Mauchly', clientRelationship: 'Colleague' });
  await h.letterSaved(client, draft, { supportText: DRAFT, signatureName: null, isComplete: false });
  spanish = await h.supporterInvited(client, { firstName: 'Rosa', lastName: 'Quintana', clientRelationship: 'Vecina' });
  await h.letterSaved(client, spanish, { supportText: 'Conozco a Grace desde hace veinte años.', signatureName: 'Rosa Quintana', isComplete: true, language: 'es' });
}, 60_000);
afterAll(() => h?.close());

const letter = (id: string, tokens: { downloadToken?: string; bearer?: string }, query = '') => h.download(`/api/supporter/${id}/letter${query}`, tokens);
const packet = (clientId: string, tokens: { downloadToken?: string; bearer?: string }) => h.download(`/api/client/${clientId}/letters`, tokens);
const noAccess = { Details: 'You are not logged in or do not have access.', SubErrors: [] };
const letterNotFound = { Details: 'The signed letter was not found.', SubErrors: [] };
const clientNotFound = { Details: 'The client was not found.', SubErrors: [] };

describe('GET /api/supporter/{id}/letter', () => {
  it("answers the client's subscriber the signed letter: its text, signature, when, and the hash recorded at signing", async () => {
    const { status, headers, bytes } = await letter(signed, { downloadToken: await h.downloadToken(attorney) });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe(DOCX_CONTENT_TYPE);
    const name = 'Letter of Support - Hopper, Mary - for Hopper, Grace.docx';
    expect(headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    const parts = await partsOf(bytes);
    for (const [part, xml] of [...parts].filter(([part]) => /\.(xml|rels)$/.test(part))) expect([part, xmlProblem(xml)]).toEqual([part, null]);
    const { pages } = await pdfOf(bytes);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(text).toMatch(
      /^[A-Z][a-z]+ \d{1,2}, \d{4} The Honorable Ann Smith Franklin County Court of Common Pleas Re: State of Ohio v\. Grace Hopper, No\. 2025 CR 00123, Franklin County Court of Common Pleas /,
    );
    expect(text).toContain('Grace has always looked after our family. She drove our mother to every appointment for six years. Mary E. Hopper Sister Signed electronically on');
    expect(text).toMatch(/Signed electronically on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);
    // The work product: the writer's contact, opened from clients' sealed invitation.
    expect(text).toContain(`${LetterTexts.contactHeading} mary.hopper@example.test 614-555-0142`);
    expect(text).toContain(E_SIGN_CONSENT_TEXTS.en);
    expect(text.replace(/ /g, '')).toContain(sha256(LETTER));
    expect(text).toContain('certutil -hashfile letter.txt SHA256');
    expect(text).not.toContain('A first draft.');
  }, 120_000);

  it("answers the court edition without the writer's contact, and the Spanish consent a Spanish-speaking writer agreed to", async () => {
    const court = await letter(signed, { downloadToken: await h.downloadToken(attorney) }, '?edition=court');
    expect(court.status).toBe(200);
    expect(court.headers.get('content-disposition')).toContain('filename="Letter of Support - Hopper, Mary - for Hopper, Grace - Court Edition.docx"');
    const text = (await pdfTextOf(court.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('The Honorable Ann Smith');
    expect(text).not.toContain(LetterTexts.contactHeading);
    expect(text).not.toContain('mary.hopper@example.test');
    expect(text).not.toContain('614-555-0142');
    const rosa = await letter(spanish, { downloadToken: await h.downloadToken(attorney) }, '?edition=court');
    expect((await pdfTextOf(rosa.bytes)).replace(/\s+/g, ' ')).toContain(E_SIGN_CONSENT_TEXTS.es);
    expect((await letter(signed, { downloadToken: await h.downloadToken(attorney) }, '?edition=draft')).status).toBe(400);
  }, 120_000);

  it("dates and times the signature in the attorney's time zone once their account has one (issue 36, item 12)", async () => {
    const zoned = await h.subscriber();
    const zonedClient = await h.invited(zoned, { firstName: 'Ada', lastName: 'Byron' });
    const zonedForm = (await h.formCreated(zonedClient, reportTemplates())).formId;
    await h.standIns.identity
      .append(`user-${zoned.id}`, 'UserRegistered', {
        userId: zoned.id,
        email: 'zoned@example.test',
        passwordHash: null,
        roles: ['Subscriber'],
        source: 'self',
        timeZone: 'America/New_York',
      })
      .then(h.consumed('identity', IDENTITY_FACTS_HANDLER));
    const writer = await h.supporterInvited(zonedClient, { firstName: 'Anne', lastName: 'Byron', clientRelationship: 'Mother' });
    await h.letterSaved(zonedClient, writer, { supportText: 'Ada is kind.', signatureName: 'Anne Byron', isComplete: true });
    const inNewYork = async () => (await pdfTextOf((await letter(writer, { downloadToken: await h.downloadToken(zoned) })).bytes)).replace(/\s+/g, ' ');
    expect(await inNewYork()).toMatch(/Signed electronically on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T/);
    await h.standIns.identity
      .append(`user-${zoned.id}`, 'TimeZoneChanged', { userId: zoned.id, timeZone: 'Pacific/Honolulu' })
      .then(h.consumed('identity', IDENTITY_FACTS_HANDLER));
    expect(await inNewYork()).toMatch(/Signed electronically on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M HST/);
    const packetText = (await pdfTextOf((await packet(zonedClient.id, { downloadToken: await h.downloadToken(zoned) })).bytes)).replace(/\s+/g, ' ');
    expect(packetText).toMatch(/[AP]M HST/);
    // The Mitigation Report's appendix too.
    const report = (await partsOf((await h.report(zonedForm, { downloadToken: await h.downloadToken(zoned) })).bytes))
      .get('word/document.xml')!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(report).toMatch(/Signed electronically on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M HST/);
  }, 180_000);

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
    const body = (await partsOf(bytes))
      .get('word/document.xml')!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
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

describe('GET /api/client/{id}/letters', () => {
  it("answers the client's subscriber one .docx: a contents page listing every signed letter, then each letter from a new page, court edition", async () => {
    const { status, headers, bytes } = await packet(client.id, { downloadToken: await h.downloadToken(attorney) });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe(DOCX_CONTENT_TYPE);
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="Letters of Support - Hopper, Grace - \d{4}-\d{2}-\d{2} - Court Edition\.docx"/);
    const parts = await partsOf(bytes);
    for (const [part, xml] of [...parts].filter(([part]) => /\.(xml|rels)$/.test(part))) expect([part, xmlProblem(xml)]).toEqual([part, null]);
    const pages = (await pdfOf(bytes)).pages.map((page) => page.replace(/\s+/g, ' '));
    // The contents: each signed letter in the order signed, with the page it starts on; the draft is not there.
    expect(pages[0]).toContain('State of Ohio v. Grace Hopper, No. 2025 CR 00123');
    expect(pages[0]).toContain(LetterTexts.packetIntro(2, 'Grace Hopper'));
    expect(pages[0]).toMatch(/1\. Mary Hopper \(Sister\), signed [A-Z][a-z]+ \d{1,2}, \d{4}[ .]*2 /);
    expect(pages[0]).toMatch(/2\. Rosa Quintana \(Vecina\), signed [A-Z][a-z]+ \d{1,2}, \d{4}[ .]*3 /);
    expect(pages.join(' ')).not.toContain('John Mauchly');
    expect(pages.join(' ')).not.toContain(DRAFT);
    // Each letter starts a page: dated, addressed, captioned; no contact of the writer's (the court edition).
    expect(pages).toHaveLength(3);
    expect(pages[1]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} The Honorable Ann Smith/);
    expect(pages[1]).toContain('She drove our mother to every appointment for six years.');
    expect(pages[2]).toContain('Conozco a Grace desde hace veinte años.');
    expect(pages.join(' ')).not.toContain('mary.hopper@example.test');
  }, 120_000);

  it("answers a site admin too; 404 for another subscriber's client, an unknown one and a client with no signed letter", async () => {
    expect((await packet(client.id, { downloadToken: await h.downloadToken(await h.admin()) })).status).toBe(200);
    expect(await packet(client.id, { downloadToken: await h.downloadToken(await h.subscriber()) })).toMatchObject({ status: 404, body: clientNotFound });
    expect(await packet('0b7e7f3c-0000-4000-8000-000000000000', { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: clientNotFound });
    const unsigned = await h.invited(attorney, { firstName: 'Alan', lastName: 'Kay' });
    await h.letterSaved(unsigned, await h.supporterInvited(unsigned), { supportText: 'Not yet.', signatureName: null, isComplete: false });
    expect(await packet(unsigned.id, { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: { Details: 'A signed letter was not found.' } });
  }, 60_000);

  it('refuses a client (403) and anything but an unexpired download token (401)', async () => {
    expect(await packet(client.id, { downloadToken: await h.downloadToken(await h.clientUser(client)) })).toMatchObject({ status: 403, body: noAccess });
    expect(await packet(client.id, {})).toMatchObject({ status: 401, body: noAccess });
    expect(await packet(client.id, { downloadToken: attorney.token })).toMatchObject({ status: 401, body: noAccess });
  });
});

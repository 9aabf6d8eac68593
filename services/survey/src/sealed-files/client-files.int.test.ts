import { createHash, randomBytes } from 'node:crypto';
import { ClientFilesAnswer, clientFilesSubjectOf, FILE_PART_BYTES, FilePartAnswer } from '@app/contracts';
import { askService } from '@app/platform';
import { pdf } from '../testing/sample-files.js';
import { startSurvey, type SurveyHarness, type TestUser } from '../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('client_files');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

/** Another service's question on the bus, as reporting asks it. */
const ask = (question: 'list' | 'read', request: object) => askService(h.running.runtime.nc, clientFilesSubjectOf(h.bus.prefix, question), request, 'survey', 5_000);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe("a client's files for another service (NATS request/reply)", () => {
  it('lists the files of the client only, and gives each back in parts, byte for byte', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const large = Buffer.concat([pdf(), randomBytes(1024 * 1024 + 300_000)]);
    expect((await h.uploadFile(page.answerSetId, client.user, large, 'scan of records.pdf')).status).toBe(200);
    const other = await h.inviteWithFilePage(attorney);
    expect((await h.uploadFile(other.page.answerSetId, other.client.user, pdf(), 'not theirs.pdf')).status).toBe(200);

    const { files } = ClientFilesAnswer.parse(await ask('list', { clientId: client.clientId }));
    expect(files).toEqual([
      { fileId: expect.any(String), name: 'scan of records.pdf', contentType: 'application/pdf', size: large.length, sha256: sha256(large), uploaded: expect.any(String) },
    ]);
    const parts: Buffer[] = [];
    for (let offset = 0; offset < large.length; offset += parts.at(-1)!.length) {
      const { bytes } = FilePartAnswer.parse(await ask('read', { clientId: client.clientId, fileId: files[0].fileId, offset }));
      parts.push(Buffer.from(bytes!, 'base64'));
      expect(parts.at(-1)!.length).toBeLessThanOrEqual(FILE_PART_BYTES);
    }
    expect(Buffer.concat(parts).equals(large)).toBe(true);
    // Another client's file is none of this client's.
    expect(await ask('read', { clientId: other.client.clientId, fileId: files[0].fileId, offset: 0 })).toEqual({ bytes: null });
  }, 60_000);

  it('has nothing of a deleted client', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    expect((await h.uploadFile(page.answerSetId, client.user, pdf(), 'gone.pdf')).status).toBe(200);
    const [file] = ClientFilesAnswer.parse(await ask('list', { clientId: client.clientId })).files;
    await h.deleteClient(client);
    expect(await ask('list', { clientId: client.clientId })).toEqual({ files: [] });
    expect(await ask('read', { clientId: client.clientId, fileId: file.fileId, offset: 0 })).toEqual({ bytes: null });
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import { startSurvey, type SurveyHarness, type TestUser } from '../testing/survey-test-kit.js';
import { pdf } from '../testing/sample-files.js';
import { UNFINISHED_UPLOAD_HOURS, UNFINISHED_UPLOADS_QUEUE, unfinishedUploadsQueue } from './unfinished-uploads.job.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('unfinished_uploads');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
const storeChunk = (fileId: string, stored: Date) =>
  h.db
    .insertInto('answer_file_chunks')
    .values({ file_id: fileId, n: 0, sealed: Buffer.from('sealed bytes'), stored })
    .execute();
const chunksOf = async (fileId: string) => (await h.db.selectFrom('answer_file_chunks').select('n').where('file_id', '=', fileId).execute()).length;
const sweep = () => unfinishedUploadsQueue({ db: h.db, logger: h.running.runtime.logger }).work({}, { jobId: randomUUID(), attempt: 1, lastAttempt: true });

describe('the sweep of unfinished uploads', () => {
  it('is a scheduled queue of the service', async () => {
    expect((await h.running.runtime.jobs.queueCounts()).map((queue) => queue.name)).toContain(UNFINISHED_UPLOADS_QUEUE);
  });

  it('deletes the chunks of an upload that never completed once they are old, and nothing of a recorded file or of an upload still streaming', async () => {
    const abandoned = randomUUID();
    const streaming = randomUUID();
    await storeChunk(abandoned, hoursAgo(UNFINISHED_UPLOAD_HOURS + 1));
    await storeChunk(streaming, hoursAgo(1));
    const { client, page } = await h.inviteWithFilePage(attorney);
    const uploaded = await h.uploadFile(page.answerSetId, client.user, pdf(), 'discharge.pdf');
    const recorded = (uploaded.body.value as string).split('/')[0];
    await h.db
      .updateTable('answer_file_chunks')
      .set({ stored: hoursAgo(UNFINISHED_UPLOAD_HOURS * 10) })
      .where('file_id', '=', recorded)
      .execute();

    await sweep();
    expect(await chunksOf(abandoned)).toBe(0);
    expect(await chunksOf(streaming)).toBe(1);
    expect(await chunksOf(recorded)).toBeGreaterThan(0);
    const download = await h.downloadFile(page.answerSetId, uploaded.body.value, { downloadToken: await h.downloadToken(client.user) });
    expect(download.bytes.equals(pdf())).toBe(true);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { AnswerLimits, UploadedFile } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { docx, exe, heic, jpeg, pdf, png, text, zip } from '../../testing/sample-files.js';
import { multipartBody, startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { fileValueOf } from '../form.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('files_up');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const VALUE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(.+)$/;
const refusedType = { Details: 'This type of file cannot be uploaded. Please upload a PDF, JPEG, PNG, HEIC, DOCX or TXT file.', SubErrors: [] };
const MiB = 1024 * 1024;

/** How many files and stored chunks there are, all clients together. */
async function storedCounts() {
  const files = await h.db
    .selectFrom('answer_files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const chunks = await h.db
    .selectFrom('answer_file_chunks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { files: Number(files.n), chunks: Number(chunks.n) };
}

describe('POST /api/answerSet/{id}/file', () => {
  it.each([
    ['a PDF', pdf(), 'DD-214.pdf', 'application/pdf', 'DD-214.pdf'],
    ['a JPEG', jpeg(), 'photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['a PNG', png(), 'scan.png', 'image/png', 'scan.png'],
    ['a HEIC photo', heic(), 'IMG_0001.HEIC', 'image/heic', 'IMG_0001.HEIC'],
    ['a DOCX', docx(), 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'letter.docx'],
    ['a text file', text(), 'notes.txt', 'text/plain; charset=utf-8', 'notes.txt'],
    ['a PNG named .txt (stored as a PNG)', png(), 'photo.txt', 'image/png', 'photo.png'],
    ['a PDF named and declared as a picture', pdf(), 'picture.jpg', 'application/pdf', 'picture.pdf'],
  ])('takes %s, sealed, and gives it back byte for byte', async (_what, content, uploadedName, contentType, storedName) => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const { status, body } = await h.uploadFile(page.answerSetId, client.user, content, uploadedName, 'image/jpeg');
    expect(status).toBe(200);
    expect(UploadedFile.parse(body)).toEqual(body);
    const [, fileId, name] = VALUE.exec(body.value)!;
    expect(name).toBe(storedName);

    const download = await h.downloadFile(page.answerSetId, body.value, { downloadToken: await h.downloadToken(client.user) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe(contentType);
    expect(sha256(download.bytes)).toBe(sha256(content));
    expect(download.bytes.equals(content)).toBe(true);

    const row = await h.db.selectFrom('answer_files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      answer_set_id: page.answerSetId,
      form_id: client.formId,
      client_id: client.clientId,
      name: storedName,
      content_type: contentType,
      size: content.length,
      sha256: sha256(content),
    });
    const [chunk] = await h.db.selectFrom('answer_file_chunks').selectAll().where('file_id', '=', fileId).execute();
    expect(chunk.sealed.includes(content.subarray(0, 16))).toBe(false);

    const uploaded = (await h.formEvents(client.formId)).filter((e) => e.type === 'FileUploaded');
    expect(uploaded).toEqual([
      expect.objectContaining({
        data: {
          formId: client.formId,
          clientId: client.clientId,
          answerSetId: page.answerSetId,
          fileId,
          name: storedName,
          contentType,
          size: content.length,
          sha256: sha256(content),
        },
        metadata: expect.objectContaining({ actorUserId: client.user.id }),
      }),
    ]);
    // The name is sealed in the stored event.
    const stored = await h.db.selectFrom('events').select('data').where('stream_id', '=', `form-${client.formId}`).where('type', '=', 'FileUploaded').executeTakeFirstOrThrow();
    expect(stored.data.name).toHaveProperty('$sealed');
  });

  it('takes a file of several chunks, and one of exactly 25 MB', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    for (const size of [3.5 * MiB, 25_000_000]) {
      const content = Buffer.concat([pdf(), randomBytes(size - pdf().length)]);
      const { status, body } = await h.uploadFile(page.answerSetId, client.user, content, 'bundle.pdf');
      expect(status).toBe(200);
      const fileId = VALUE.exec(body.value)![1];
      const chunks = await h.db.selectFrom('answer_file_chunks').select('n').where('file_id', '=', fileId).orderBy('n').execute();
      expect(chunks.map((c) => c.n)).toEqual([...Array(Math.ceil(size / MiB)).keys()]);
      const download = await h.downloadFile(page.answerSetId, body.value, { who: client.user });
      expect(download.headers.get('content-length')).toBe(String(size));
      expect(sha256(download.bytes)).toBe(sha256(content));
    }
  }, 60_000);

  it.each([
    ['a program named .pdf', exe(), 'invoice.pdf', 'application/pdf'],
    ['a zip named .docx', zip({ 'notes.txt': 'hello' }), 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an XML file named .txt', Buffer.from('<?xml version="1.0"?><a/>'), 'notes.txt', 'text/plain'],
    ['binary named .txt', Buffer.from([0x80, 0x81, 0xfe, 0xff, 0x00, 0x01]), 'notes.txt', 'text/plain'],
    ['text with a NUL', Buffer.from('almost text\u0000'), 'notes.txt', 'text/plain'],
    ['text that is not UTF-8', Buffer.from('caf\xe9', 'latin1'), 'notes.txt', 'text/plain'],
    ['text cut off inside a character', Buffer.from('ok \u00e9').subarray(0, 4), 'notes.txt', 'text/plain'],
  ])('refuses %s (400) and stores nothing', async (_what, content, name, declaredType) => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const before = await storedCounts();
    expect(await h.uploadFile(page.answerSetId, client.user, content, name, declaredType)).toMatchObject({ status: 400, body: refusedType });
    expect(await storedCounts()).toEqual(before);
    expect((await h.formEvents(client.formId)).map((e) => e.type)).toEqual(['FormCreated']);
  });

  it('refuses text that turns to binary after the first chunk, and keeps none of it', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const before = await storedCounts();
    const content = Buffer.concat([Buffer.alloc(2 * MiB, 'a'), Buffer.from([0])]);
    expect(await h.uploadFile(page.answerSetId, client.user, content, 'log.txt')).toMatchObject({ status: 400, body: refusedType });
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    ['no file', multipartBody([{ headers: ['Content-Disposition: form-data; name="note"'], content: Buffer.from('hi') }]), 'Please choose a file to upload.'],
    [
      'two files',
      multipartBody([
        { headers: ['Content-Disposition: form-data; name="file"; filename="a.pdf"', 'Content-Type: application/pdf'], content: pdf() },
        { headers: ['Content-Disposition: form-data; name="file"; filename="b.pdf"', 'Content-Type: application/pdf'], content: pdf() },
      ]),
      'Please upload one file at a time.',
    ],
    ['an empty file', multipartBody([{ headers: ['Content-Disposition: form-data; name="file"; filename="a.txt"'], content: Buffer.alloc(0) }]), 'The file is empty.'],
    [
      'a broken body',
      Buffer.from('--survey-test-boundary-7f3a\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4'),
      'Please send the file as multipart/form-data.',
    ],
  ])('refuses %s (400)', async (_what, body, details) => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const before = await storedCounts();
    expect(await h.postMultipart(page.answerSetId, client.user, body)).toMatchObject({ status: 400, body: { Details: details } });
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a body that is not multipart (400)', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    expect(await h.api('POST', `/api/answerSet/${page.answerSetId}/file`, { token: client.user.token, body: { file: 'x' } })).toMatchObject({
      status: 400,
      body: { Details: 'Please send the file as multipart/form-data.' },
    });
  });

  it('refuses a page without a File question (400) and a completed form (409) before reading the file', async () => {
    const { client, pages } = await h.inviteWithPages(attorney);
    expect(await h.uploadFile(pages[0].answerSetId, client.user, pdf(), 'a.pdf')).toMatchObject({ status: 400, body: { Details: 'This page has no question that takes a file.' } });

    const { client: done, page } = await h.inviteWithFilePage(attorney);
    await h.saveAnswers(page.answerSetId, done.user, { served: 'No' }, 0);
    expect((await h.finalize(done.formId, done.user)).status).toBe(200);
    expect(await h.uploadFile(page.answerSetId, done.user, pdf(), 'a.pdf')).toMatchObject({ status: 409, body: { Details: Texts.completed } });
  });
});

describe('the 25 MB bound', () => {
  // Forced collections, so that what is measured is what the service holds, not garbage not yet
  // collected; buffers are freed in the background a moment after, so the least of a few readings.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  async function inUse(): Promise<number> {
    let least = Infinity;
    for (let reading = 0; reading < 3; reading++) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      least = Math.min(least, heapUsed + arrayBuffers);
    }
    return least;
  }

  /**
   * Streams a PDF of `size` bytes as the file of a multipart body (chunked, or with its length
   * declared), from one reused piece, until the service answers; the most memory in use above the
   * start while it streams, and how much was sent. Memory is measured every 4 MiB of a chunked body
   * while under the 25 MB bound only: its forced collections can hold this client for seconds on a
   * loaded machine, and a client that long deaf to the answer meets the service closing the idle
   * connection (a declared length is refused before anything is read: nothing to measure).
   */
  function streamUpload(answerSetId: string, who: TestUser, size: number, declareLength: boolean) {
    const head = Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const tail = Buffer.from('\r\n--b--\r\n');
    const piece = Buffer.alloc(64 * 1024, 'x');
    const url = new URL(`${h.running.url}/api/answerSet/${answerSetId}/file`);
    const headers: Record<string, string> = { authorization: `Bearer ${who.token}`, 'content-type': 'multipart/form-data; boundary=b' };
    if (declareLength) headers['content-length'] = String(head.length + size + tail.length);
    let peak = 0;
    let sent = 0;
    return new Promise<{ status: number; body: unknown; growth: number; sent: number }>((resolve, reject) => {
      let answered = false;
      const req = request(url, { method: 'POST', headers }, (res) => {
        answered = true;
        let text = '';
        res.on('data', (data) => (text += data));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), growth: peak, sent }));
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const write = async () => {
        const baseline = declareLength ? 0 : await inUse();
        req.write(head);
        while (sent < size && !answered) {
          const part = piece.subarray(0, Math.min(piece.length, size - sent));
          sent += part.length;
          const measuring = !declareLength && sent < AnswerLimits.fileBytes;
          if (measuring && sent % (4 * MiB) < piece.length) peak = Math.max(peak, (await inUse()) - baseline);
          if (!req.write(part)) await new Promise((resume) => req.once('drain', resume).once('close', resume));
        }
        if (!answered) req.end(tail);
      };
      write().catch(reject);
    });
  }

  it('refuses a 26 MB stream as soon as it passes the bound (413), without the service holding it', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const before = await storedCounts();
    const { status, body, growth } = await streamUpload(page.answerSetId, client.user, 26_000_000, false);
    expect(status).toBe(413);
    expect(body).toMatchObject({ Details: 'This file is too large. Please upload a file of at most 25 MB.', SubErrors: [] });
    // Chunks and socket buffers in flight come to a few MiB; a service holding the file would hold 20 MiB by the last reading.
    expect(growth).toBeLessThan(16 * MiB);
    expect(await storedCounts()).toEqual(before);
    expect((await h.formEvents(client.formId)).map((e) => e.type)).toEqual(['FormCreated']);
    // 3 s alone; each of the ~21 forced collections of a long-lived test worker's heap took seconds in a full run on a loaded machine.
  }, 180_000);

  it('refuses a declared length over the bound before reading the body', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const { status, body, sent } = await streamUpload(page.answerSetId, client.user, 26_000_000, true);
    expect(status).toBe(413);
    expect(body).toMatchObject({ Details: 'This file is too large. Please upload a file of at most 25 MB.', SubErrors: [] });
    expect(sent).toBeLessThan(20_000_000);
  }, 60_000);

  it('closes the connection only a moment after refusing, so that no reset destroys the answer under a client still sending', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const { hostname, port } = new URL(h.running.url);
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true }); // goes on sending after the service's end, as an uploader does
    let received = '';
    const errors: string[] = [];
    socket.on('data', (data) => (received += data.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    const head = [
      `POST /api/answerSet/${page.answerSetId}/file HTTP/1.1`,
      `Host: ${hostname}`,
      `Authorization: Bearer ${client.user.token}`,
      'Content-Type: multipart/form-data; boundary=b',
      'Content-Length: 30000000',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(Buffer.alloc(MiB, 'x'));
    await waitFor(() => received.includes('\r\n\r\n'));
    // The client has not read the answer yet and goes on sending: an immediate close would reset the connection.
    socket.write(Buffer.alloc(MiB, 'x'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect({ answer: received.split('\r\n')[0], connection: /^connection: (.*)$/im.exec(received)?.[1], errors }).toEqual({
      answer: 'HTTP/1.1 413 Payload Too Large',
      connection: 'close',
      errors: [],
    });
    socket.destroy();
  });
});

describe('the File answer', () => {
  it('takes the value of a file uploaded to the answer set, and no other', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const other = await h.inviteWithFilePage(attorney);
    const mine = (await h.uploadFile(page.answerSetId, client.user, pdf(), 'DD-214.pdf')).body.value;
    const theirs = (await h.uploadFile(other.page.answerSetId, other.client.user, pdf(), 'DD-214.pdf')).body.value;

    const notUploaded = { status: 400, body: { SubErrors: ['answers.dischargePapers: Must be the name of an uploaded file'] } };
    expect(await h.saveAnswers(page.answerSetId, client.user, { served: 'Yes', dischargePapers: theirs }, 0)).toMatchObject(notUploaded);
    expect(await h.saveAnswers(page.answerSetId, client.user, { served: 'Yes', dischargePapers: 'DD-214.pdf' }, 0)).toMatchObject(notUploaded);
    expect(await h.saveAnswers(page.answerSetId, client.user, { served: 'Yes', dischargePapers: mine }, 0)).toMatchObject({
      status: 200,
      body: { answers: { served: 'Yes', dischargePapers: mine }, concurrencyCheck: 1 },
    });
  });

  it('cleared or replaced, its file is deleted, content and all, and no answer can name it again (issue 33)', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const first = (await h.uploadFile(page.answerSetId, client.user, pdf(), 'wrong-papers.pdf')).body.value;
    const second = (await h.uploadFile(page.answerSetId, client.user, pdf(), 'DD-214.pdf')).body.value;
    const idOf = (value: string) => VALUE.exec(value)![1];
    const stored = async (value: string) => ({
      files: (await h.db.selectFrom('answer_files').select('id').where('id', '=', idOf(value)).execute()).length,
      chunks: (await h.db.selectFrom('answer_file_chunks').select('n').where('file_id', '=', idOf(value)).execute()).length,
    });
    expect((await h.saveAnswers(page.answerSetId, client.user, { dischargePapers: first }, 0)).status).toBe(200);
    expect((await h.saveAnswers(page.answerSetId, client.user, { dischargePapers: second }, 1)).status).toBe(200);
    expect(await stored(first)).toEqual({ files: 0, chunks: 0 });
    expect((await h.downloadFile(page.answerSetId, first, { who: client.user })).status).toBe(404);
    expect(await stored(second)).toEqual({ files: 1, chunks: 1 });

    expect((await h.saveAnswers(page.answerSetId, client.user, { dischargePapers: null }, 2)).status).toBe(200);
    expect(await stored(second)).toEqual({ files: 0, chunks: 0 });
    expect((await h.downloadFile(page.answerSetId, second, { who: client.user })).status).toBe(404);
    expect(await h.saveAnswers(page.answerSetId, client.user, { dischargePapers: second }, 3)).toMatchObject({
      status: 400,
      body: { SubErrors: ['answers.dischargePapers: Must be the name of an uploaded file'] },
    });
    const removed = (await h.formEvents(client.formId)).filter((event) => event.type === 'FileRemoved');
    expect(removed.map((event) => event.data)).toEqual(
      [first, second].map((value) => ({ formId: client.formId, clientId: client.clientId, answerSetId: page.answerSetId, fileId: idOf(value) })),
    );
  });
});

describe('files uploaded at once to one page', () => {
  it("all succeed beside autosaves of the page's other answers, and both keep what they wrote: every file stored, recorded and downloadable, the answers the last save's", async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    // A phone's photos and scans, 1 MB each, typed by their content.
    const files = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? { name: `photo-${i}.jpg`, content: Buffer.concat([jpeg(), randomBytes(MiB)]) } : { name: `scan-${i}.pdf`, content: Buffer.concat([pdf(), randomBytes(MiB)]) },
    );
    let uploading = true;
    const uploads = Promise.all(files.map(({ name, content }) => h.uploadFile(page.answerSetId, client.user, content, name))).finally(() => (uploading = false));
    // The page autosaves its other answers while the files go up, each save at the version the one before answered.
    const saves: { status: number; body: { answers: Record<string, string | null>; concurrencyCheck: number } }[] = [];
    do {
      const answers = { served: 'Yes', branch: saves.length % 2 ? 'Navy' : 'Army' };
      saves.push(await h.saveAnswers(page.answerSetId, client.user, answers, saves.at(-1)?.body.concurrencyCheck ?? 0));
    } while (uploading && saves.at(-1)!.status === 200);
    const uploaded = await uploads;

    expect(uploaded.map(({ status, body }) => ({ status, body }))).toEqual(files.map(() => ({ status: 200, body: { value: expect.stringMatching(VALUE) } })));
    expect(saves.map((save) => save.status)).toEqual(saves.map(() => 200));
    const loaded = await h.api('GET', `/api/answerSet/${page.answerSetId}`, { token: client.user.token });
    expect(loaded.body).toMatchObject({ answers: saves.at(-1)!.body.answers, concurrencyCheck: saves.length });
    const recorded = (await h.formEvents(client.formId)).filter((event) => event.type === 'FileUploaded');
    expect(recorded.map((event) => fileValueOf(event.data.fileId as string, event.data.name as string)).sort()).toEqual(uploaded.map(({ body }) => body.value).sort());
    for (const [i, { body }] of uploaded.entries()) {
      const download = await h.downloadFile(page.answerSetId, body.value, { who: client.user });
      expect({ status: download.status, sha256: sha256(download.bytes) }).toEqual({ status: 200, sha256: sha256(files[i].content) });
    }
    // Each is a file of the answer set: the File question takes it.
    const answered = await h.saveAnswers(page.answerSetId, client.user, { served: 'Yes', dischargePapers: uploaded[19].body.value }, saves.length);
    expect(answered.status).toBe(200);
  }, 120_000);
});

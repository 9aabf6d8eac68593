import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { pdf, text } from '../../testing/sample-files.js';
import { multipartBody, startSurvey, Texts, type InvitedClient, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;
/** The attorney's client (not proctored), their page with a File question, and a file uploaded to it. */
let client: InvitedClient;
let answerSetId: string;
let value: string;

beforeAll(async () => {
  h = await startSurvey('files_down');
  attorney = await h.subscriber();
  const invited = await h.inviteWithFilePage(attorney);
  [client, answerSetId] = [invited.client, invited.page.answerSetId];
  value = (await h.uploadFile(answerSetId, client.user, pdf(), 'DD-214.pdf')).body.value;
});
afterAll(() => h?.close());

const noAccess = { Details: Texts.noAccess, SubErrors: [] };
const fileNotFound = { Details: 'The file was not found.', SubErrors: [] };

describe('GET /api/answerSet/{id}/file/{filename}', () => {
  it('streams the file as an attachment under its name, with its type and no sniffing', async () => {
    const { status, headers, bytes } = await h.downloadFile(answerSetId, value, { downloadToken: await h.downloadToken(client.user) });
    expect(status).toBe(200);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(pdf()).digest('hex'));
    expect(
      Object.fromEntries(['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'cache-control'].map((name) => [name, headers.get(name)])),
    ).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(pdf().length),
      'content-disposition': `attachment; filename="DD-214.pdf"; filename*=UTF-8''DD-214.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('takes the slash of the value encoded too', async () => {
    const token = await h.downloadToken(client.user);
    const encoded = await fetch(`${h.running.url}/api/answerSet/${answerSetId}/file/${encodeURIComponent(value)}?temporaryAccessToken=${token}`);
    expect(encoded.status).toBe(200);
    expect(Buffer.from(await encoded.arrayBuffer()).equals(pdf())).toBe(true);
  });

  // Who may download: deploy/system/authorization-matrix.int.test.ts.
  it('takes an access token as a bearer too, but never one in the query, nor an expired or forged download token', async () => {
    expect((await h.downloadFile(answerSetId, value, { who: client.user })).status).toBe(200);
    expect(await h.downloadFile(answerSetId, value, { downloadToken: client.user.token })).toMatchObject({ status: 401, body: noAccess });
    const signer = { userId: client.user.id, roles: client.user.roles, use: 'download' as const };
    expect(await h.downloadFile(answerSetId, value, { downloadToken: await h.tokenKeys.sign({ ...signer, expiresIn: -10 }) })).toMatchObject({ status: 401 });
    expect(await h.downloadFile(answerSetId, value, { downloadToken: await h.tokenKeys.sign(signer, true) })).toMatchObject({ status: 401 });
  });

  it('takes a download link once: the same token a second time is a 401', async () => {
    const token = await h.downloadToken(client.user);
    expect((await h.downloadFile(answerSetId, value, { downloadToken: token })).status).toBe(200);
    expect(await h.downloadFile(answerSetId, value, { downloadToken: token })).toMatchObject({ status: 401, body: noAccess });
  });

  it("answers 404 for any other name, a path out of the folder, and another answer set's file", async () => {
    // A download token is spent by its first use: one a request, as the web asks for one a click.
    const token = () => h.downloadToken(attorney);
    const [fileId] = value.split('/');
    // Sent as written: a URL parser (fetch's) would resolve the dot segments first.
    const raw = async (path: string) => {
      const downloadToken = await token();
      return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const { hostname, port } = new URL(h.running.url);
        get({ hostname, port, path: `/api/answerSet/${answerSetId}/file/${path}?temporaryAccessToken=${downloadToken}` }, (res) => {
          let body = '';
          res.on('data', (data) => (body += data));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(body) }));
        }).on('error', reject);
      });
    };
    for (const other of [`${fileId}/other.pdf`, `${fileId}/dd-214.pdf`, fileId, `${fileId}/DD-214.pdf/x`, 'DD-214.pdf']) {
      expect(await h.downloadFile(answerSetId, other, { downloadToken: await token() })).toMatchObject({ status: 404, body: fileNotFound });
    }
    for (const path of [
      `../${fileId}/DD-214.pdf`,
      `${fileId}/../${fileId}/DD-214.pdf`,
      `%2e%2e/${fileId}/DD-214.pdf`,
      '..%2F..%2F..%2Fetc%2Fpasswd',
      `${fileId}/..%2F..%2Fetc%2Fpasswd`,
      `${fileId}%2F..%2FDD-214.pdf`,
      `${fileId}/.%2FDD-214.pdf`,
    ]) {
      expect(await raw(path)).toEqual({ status: 404, body: fileNotFound });
    }
    // A file of another answer set of the same subscriber, asked for under this one.
    const other = await h.inviteWithFilePage(attorney);
    const theirs = (await h.uploadFile(other.page.answerSetId, other.client.user, text(), 'notes.txt')).body.value;
    expect(await h.downloadFile(answerSetId, theirs, { downloadToken: await token() })).toMatchObject({ status: 404, body: fileNotFound });
    expect((await h.downloadFile(other.page.answerSetId, theirs, { downloadToken: await token() })).status).toBe(200);
  });

  it('keeps a name made to break the header inside its parameter', async () => {
    const name = `evil"; filename="x.html\r\nSet-Cookie: session=stolen\r\n\r\n<script>.pdf`;
    const disposition = `Content-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}`;
    const uploaded = await h.postMultipart(answerSetId, client.user, multipartBody([{ headers: [disposition, 'Content-Type: text/html'], content: pdf() }]));
    expect(uploaded.status).toBe(200);
    const stored = uploaded.body.value.split('/')[1];
    expect(stored).toBe('evil; filename=x.html Set-Cookie session=stolen script.pdf');
    const { status, headers } = await h.downloadFile(answerSetId, uploaded.body.value, { who: client.user });
    expect(status).toBe(200);
    expect(headers.get('set-cookie')).toBeNull();
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="evil; filename=x.html Set-Cookie session=stolen script.pdf"; filename*=UTF-8''evil%3B%20filename%3Dx.html%20Set-Cookie%20session%3Dstolen%20script.pdf`,
    );
  });

  it('names a file with letters outside ASCII in both forms', async () => {
    const uploaded = await h.uploadFile(answerSetId, client.user, text(), 'Lettre de soutien — Élodie.txt');
    const { headers } = await h.downloadFile(answerSetId, uploaded.body.value, { who: client.user });
    expect(headers.get('content-disposition')).toBe(`attachment; filename="Lettre de soutien _ _lodie.txt"; filename*=UTF-8''Lettre%20de%20soutien%20%E2%80%94%20%C3%89lodie.txt`);
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

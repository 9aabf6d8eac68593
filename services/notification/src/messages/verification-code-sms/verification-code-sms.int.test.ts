import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageIdFor } from '../message-id.js';
import { startNotificationHarness, type NotificationHarness } from '../../testing/notification-harness.js';
import { VERIFICATION_CODE_SMS_HANDLER } from '../../reactions/verification-code-sms.reaction.js';

describe('VerificationCodeSent without Twilio credentials -> local outbox', () => {
  let h: NotificationHarness;

  beforeAll(async () => {
    h = await startNotificationHarness('smslocal');
  });
  afterAll(() => h?.close());

  it('keeps the text in the outbox, addressed in E.164, and records SmsSent', async () => {
    const userId = randomUUID();
    const cause = await h.sendVerificationCode({ userId, phoneNumber: '555-867-5309', code: '482913' });
    const sent = await h.waitForMessageEvent(VERIFICATION_CODE_SMS_HANDLER, cause);
    const texts = await h.outbox('+15558675309');
    expect(texts).toEqual([{ id: expect.any(String), to: '+15558675309', body: 'Your verification code is 482913', sentAt: expect.any(String) }]);
    expect(sent.type).toBe('SmsSent');
    expect(sent.data).toEqual({
      messageId: messageIdFor(VERIFICATION_CODE_SMS_HANDLER, cause.metadata.eventId),
      personId: userId,
      to: '+15558675309',
      template: 'verification-code',
      causationEventId: cause.metadata.eventId,
      providerMessageId: texts[0].id,
    });
    const row = await h.db.selectFrom('messages').selectAll().where('id', '=', sent.data.messageId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'sms', template: 'verification-code', status: 'sent' });
  });
});

interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A stand-in of Twilio's Messages endpoint: +1555000400x numbers are invalid, +1555000503x fail once. */
async function startTwilioStandIn() {
  const requests: TwilioRequest[] = [];
  const failedOnce = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, form });
      const answer = (status: number, body: object) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      const account = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !account) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (form.To.startsWith('+1555000400')) {
        return answer(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
      }
      if (form.To.startsWith('+1555000503') && !failedOnce.has(form.To)) {
        failedOnce.add(form.To);
        return answer(503, { code: 20503, message: 'Service unavailable', status: 503 });
      }
      answer(201, {
        sid: `SM${randomBytes(16).toString('hex')}`,
        account_sid: account,
        to: form.To,
        from: form.From,
        body: form.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${account}/Messages/x.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('VerificationCodeSent with Twilio credentials -> the Twilio SDK', () => {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+15005550006';
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let h: NotificationHarness;

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    h = await startNotificationHarness('smstwilio', {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: from,
      TWILIO_API_BASE_URL: twilio.url,
      SEND_ATTEMPTS: '3',
    });
  });
  afterAll(async () => {
    await h?.close();
    await twilio?.close();
  });

  const requestsTo = (to: string) => twilio.requests.filter((request) => request.form.To === to);

  it('creates the message through the SDK with the account credentials and records SmsSent', async () => {
    const cause = await h.sendVerificationCode({ phoneNumber: '+447700900123', code: '123456' });
    const sent = await h.waitForMessageEvent(VERIFICATION_CODE_SMS_HANDLER, cause);
    const [request] = requestsTo('+447700900123');
    expect(request).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      form: { To: '+447700900123', From: from, Body: 'Your verification code is 123456' },
    });
    expect(sent.type).toBe('SmsSent');
    expect(sent.data.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(await h.outbox()).toEqual([]);
  });

  it('records a number Twilio refuses as SmsFailed after one request, without the number in the error', async () => {
    const cause = await h.sendVerificationCode({ phoneNumber: '555-000-4001' });
    const failed = await h.waitForMessageEvent(VERIFICATION_CODE_SMS_HANDLER, cause);
    expect(failed.type).toBe('SmsFailed');
    expect(failed.data.to).toBe('+15550004001');
    expect(failed.data.error).toContain('21211');
    expect(failed.data.error).not.toContain('5550004001');
    expect(requestsTo('+15550004001')).toHaveLength(1);
  });

  it('tries again when Twilio is briefly unavailable and records one SmsSent', async () => {
    const cause = await h.sendVerificationCode({ phoneNumber: '555-000-5031', code: '777001' });
    const sent = await h.waitForMessageEvent(VERIFICATION_CODE_SMS_HANDLER, cause);
    expect(sent.type).toBe('SmsSent');
    expect(requestsTo('+15550005031').map((request) => request.form.Body)).toEqual(['Your verification code is 777001', 'Your verification code is 777001']);
    expect(await h.sendJob(sent.data.messageId)).toMatchObject({ state: 'completed', retry_count: 1 });
  });
});

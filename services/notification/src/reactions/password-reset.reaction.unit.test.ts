import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createLogger, type BusMessage } from '@app/platform';
import type { MessageRequest, MessageRequests } from '../messages/message-job.js';
import type { NotificationDatabase } from '../notification-database.js';
import { passwordResetEmailReaction, passwordResetSmsReaction } from './password-reset.reaction.js';

/** Both reset handlers, with what they queue and what they log kept for the test to read. */
function resetHandlers() {
  const logged: { msg: string }[] = [];
  const queued: Omit<MessageRequest, 'messageId' | 'cause'>[] = [];
  const messages = {
    add: async ({ messageId: _id, cause: _cause, ...request }: MessageRequest) => void queued.push(request),
  } as unknown as MessageRequests;
  const logger = createLogger('notification', 'info', { write: (line: string) => void logged.push(JSON.parse(line)) });
  // The accounts here are no client's: their resets go out in English (client-language.int.test.ts reads a client's from the database).
  const deps = { messages, logger, accountLanguage: async () => undefined };
  const handlers = { email: passwordResetEmailReaction(deps), sms: passwordResetSmsReaction({ ...deps, publicUrl: 'https://survey.example.test/' }) };
  const handle = async (channel: keyof typeof handlers, data: Record<string, unknown>) => {
    const event: BusMessage = {
      service: 'identity',
      position: '1',
      streamId: 'user-u1',
      version: 1,
      type: 'PasswordResetRequested',
      data: { userId: 'u1', token: 'tok/en', tokenHash: 'not-checked-here', expiresAt: '2030-01-02T03:04:05.000Z', ...data },
      metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: null, actorUserId: null, occurredAt: new Date().toISOString() },
    };
    await handlers[channel].handle!(event, {} as Kysely<NotificationDatabase>);
  };
  return { handle, queued, logged };
}

describe("identity's PasswordResetRequested", () => {
  it('goes by text for an account without an email, the link carrying the phone number; the mail handler passes it by without a word', async () => {
    const { handle, queued, logged } = resetHandlers();
    await handle('email', { email: null, phoneNumber: '555-201-7788' });
    expect(queued).toEqual([]);
    expect(logged).toEqual([]);

    await handle('sms', { email: null, phoneNumber: '555-201-7788' });
    expect(queued).toEqual([
      {
        template: 'password-reset-sms',
        personId: 'u1',
        to: '+15552017788',
        tokens: { Link: 'https://survey.example.test/login?token=tok%2Fen&email=555-201-7788' },
        expiresAt: '2030-01-02T03:04:05.000Z',
      },
    ]);
  });

  it('goes by mail for an account with an address, the text handler passing it by without a word', async () => {
    const { handle, queued, logged } = resetHandlers();
    await handle('sms', { email: 'pat@example.com' });
    expect(queued).toEqual([]);
    expect(logged).toEqual([]);

    await handle('email', { email: 'pat@example.com' });
    expect(queued).toEqual([{ template: 'password-reset', personId: 'u1', to: 'pat@example.com', secret: 'tok/en', expiresAt: '2030-01-02T03:04:05.000Z' }]);
  });

  it('sends nothing once the person was erased: the handler of its channel says so, the other says nothing', async () => {
    const erasedAddress = resetHandlers();
    await erasedAddress.handle('sms', { email: null });
    await erasedAddress.handle('email', { email: null });
    expect(erasedAddress.queued).toEqual([]);
    expect(erasedAddress.logged.map((line) => line.msg)).toEqual(['notification: message skipped, personal data erased']);
    expect(erasedAddress.logged[0]).toMatchObject({ handler: 'notification-password-reset-email' });

    const erasedNumber = resetHandlers();
    await erasedNumber.handle('email', { email: null, phoneNumber: null });
    await erasedNumber.handle('sms', { email: null, phoneNumber: null });
    expect(erasedNumber.queued).toEqual([]);
    expect(erasedNumber.logged.map((line) => line.msg)).toEqual(['notification: message skipped, personal data erased']);
    expect(erasedNumber.logged[0]).toMatchObject({ handler: 'notification-password-reset-sms' });
  });
});

import type { LocalMail } from '@app/contracts';
import { waitFor } from '@app/platform/testing';
import { CLIENT_REMINDER_SCHEDULE_HANDLER } from '../../reactions/client-reminder-schedule.reaction.js';
import { e164, startClientMessagesHarness, type ClientMessagesHarness } from '../../testing/client-messages-harness.js';
import { PASSWORD_RESET_EMAIL_HANDLER, PASSWORD_RESET_SMS_HANDLER } from '../../reactions/password-reset.reaction.js';

let h: ClientMessagesHarness;

beforeAll(async () => {
  h = await startClientMessagesHarness('pwresetlang', { PUBLIC_URL: 'https://survey.example.test/' });
});
afterAll(() => h?.close());

/** Invites a client and waits until notification keeps their account beside their language. */
async function invited(overrides: Parameters<ClientMessagesHarness['inviteClient']>[0]) {
  const { event, client } = await h.inviteClient(overrides);
  await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, event);
  return client;
}

/** The reset mail to `email` that carries `token`, once it arrived. */
const resetMail = (email: string, token: string) =>
  waitFor<LocalMail | undefined>(async () => (await h.mailbox(email)).find((mail: LocalMail) => mail.text?.includes(`token=${token}&`)), 15_000);

describe("a client's password reset in the client's language (issue 37)", () => {
  it('mails a Spanish-speaking client the reset link in Spanish, saying lang="es", and in English once they switched', async () => {
    const client = await invited({ preferredLanguage: 'es' });
    const cause = await h.requestPasswordReset({ userId: client.applicationUserId, email: client.email, token: 'first' });
    await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    const spanish = await resetMail(client.email!, 'first');
    expect(spanish.subject).toBe('Restablezca su contraseña');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.text).toMatch(/^Hola:\n\nRecibimos una solicitud para restablecer la contraseña de su cuenta de Mitigation Survey\./);
    expect(spanish.text).toContain('El enlace se puede usar una sola vez y vence el ');
    expect(spanish.html).toContain('>Restablecer su contraseña</a>');

    await h.clientEventConsumed(CLIENT_REMINDER_SCHEDULE_HANDLER, await h.changeLanguage(client, 'en'));
    await h.requestPasswordReset({ userId: client.applicationUserId, email: client.email, token: 'second' });
    const english = await resetMail(client.email!, 'second');
    expect(english.subject).toBe('Reset your password');
    expect(english.html).toContain('<html lang="en">');
  });

  it('texts a Spanish-speaking client without an email the reset link in Spanish', async () => {
    const client = await invited({ preferredLanguage: 'es', email: null, useEmail: false });
    const cause = await h.requestPasswordReset({ userId: client.applicationUserId, email: null, phoneNumber: client.phoneNumber, token: 'bytext' });
    await h.waitForMessageEvent(PASSWORD_RESET_SMS_HANDLER, cause);
    const link = `https://survey.example.test/login?token=bytext&email=${client.phoneNumber}`;
    expect((await h.outbox(e164(client.phoneNumber!))).map((text) => text.body)).toContain(
      `Mitigation Survey: para elegir una contraseña nueva, abra este enlace. Se puede usar una sola vez; si usted no lo pidió, ignore este mensaje: ${link}`,
    );
  });

  it('writes to an account that is not a client (an attorney) in English', async () => {
    await invited({ preferredLanguage: 'es' });
    const email = `attorney-${Date.now()}@example.com`;
    const cause = await h.requestPasswordReset({ email, token: 'attorney' });
    await h.waitForMessageEvent(PASSWORD_RESET_EMAIL_HANDLER, cause);
    const mail = await resetMail(email, 'attorney');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('<html lang="en">');
  });
});

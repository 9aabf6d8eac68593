/**
 * The firms' path (issue 36, item 13): anyone sends an enterprise inquiry through the gateway
 * (`POST /api/contact`); identity records it with the site admins of the moment and notification mails
 * each of them what the firm wrote, with replies going to the firm.
 */
import { ContactRequest, type LocalMail } from '@app/contracts';
import { waitUntil } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'inquiry-admin@example.com', password: 'Lantern-Quay-5523' };
const { api } = servicesUnderTest('sys_inquiry', { admin, notificationEnv: { DEV_PAGES: 'on' } });

const inquiry: ContactRequest = {
  name: 'Dana Whitfield',
  email: 'dana@whitfield-law.example',
  firm: 'Whitfield & Moss LLP',
  phoneNumber: '555-301-2200',
  seats: 12,
  message: 'We are twelve defenders in two offices.\nWhat would an enterprise plan cost?',
};

const mailsTo = async (to: string): Promise<LocalMail[]> => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(to)}`)).body;

describe('an enterprise inquiry', () => {
  it('reaches the site admins by mail from anyone, no session needed: who asked, how to reach them and what they wrote', async () => {
    const answer = await api('POST', '/api/contact', { body: inquiry });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: {} });
    const mail = await waitUntil(async () => (await mailsTo(admin.email)).find((received) => received.subject === 'Enterprise inquiry from Whitfield & Moss LLP'));
    for (const line of [
      'Name: Dana Whitfield',
      'Firm: Whitfield & Moss LLP',
      'Email: dana@whitfield-law.example',
      'Phone: 555-301-2200',
      'Attorneys: 12',
      'What would an enterprise plan cost?',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Whitfield &amp; Moss LLP');
    expect(await mailsTo(inquiry.email)).toEqual([]);
  });

  it("refuses an inquiry without a message or with an email that is not one, with the fields' messages", async () => {
    const answer = await api('POST', '/api/contact', { body: { ...inquiry, email: 'dana-at-whitfield', message: ' ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.SubErrors).toEqual(expect.arrayContaining([`email: Please provide a valid email address.`, `message: This field is required`]));
  });
});

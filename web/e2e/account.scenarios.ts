/**
 * Browser tests of the account screens against the running system (identity, notification, gateway serving
 * the built app): the route guard's return path, two-factor login enabled through the UI with the texted
 * codes from the local SMS outbox, and a password reset by the link from the local mailbox.
 */
import type { Page } from 'playwright-core';
import { Messages } from '@app/contracts';
import { eventually, inBrowser, uniqueEmail, uniquePhone, type TestBed } from './system';

let bed: TestBed;

async function register(email: string, password: string) {
  const response = await fetch(`${bed.system.url}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

async function texts(to: string): Promise<{ body: string }[]> {
  return (await fetch(`${bed.system.url}/api/dev/outbox.json?to=${encodeURIComponent(to)}`).then((r) => r.json())) as { body: string }[];
}

const codeIn = (text: { body: string }) => /(\d{6})/.exec(text.body)![1];

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function accountScenarios(shared: TestBed): void {
  bed = shared;
  it('sends an anonymous visitor of a protected page to log in, then back to that page', () =>
    inBrowser(bed, 'protected page returns after login', async (page) => {
      await page.goto('/changePassword');
      await page.waitForURL(`${bed.system.url}/login?redirect=%2FchangePassword`);
      await logIn(page, bed.system.admin.email, bed.system.admin.password);
      await page.waitForURL(`${bed.system.url}/changePassword`);
      await page.getByLabel('Current Password').waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth.roles') ?? '[]'))).toEqual(['Site Admin']);
    }));

  it('enables two-factor authentication in the UI, then logs in with the texted code', () =>
    inBrowser(bed, 'two-factor login', async (page) => {
      const email = uniqueEmail('twofactor');
      const password = 'two factor passphrase';
      const phone = uniquePhone();
      await register(email, password);

      await page.goto('/login');
      await logIn(page, email, password);
      await page.waitForURL(`${bed.system.url}/`);
      await page.getByRole('button', { name: `User menu of ${email}` }).click();
      await page.getByRole('link', { name: 'Enable Two Factor Authentication' }).click();
      await page.waitForURL(`${bed.system.url}/verifyPhonenumber`);
      await page.getByLabel('Phone Number').fill(phone.typed);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await page.waitForURL(`${bed.system.url}/verifyVerificationCode`);
      const first = await eventually(async () => (await texts(phone.e164))[0]);
      await page.getByLabel('Verification Code').fill(codeIn(first));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(Messages.twoFactorEnabled).waitFor();
      await page.waitForURL(`${bed.system.url}/`);

      await page.getByRole('button', { name: `User menu of ${email}` }).click();
      await page.getByRole('link', { name: 'Log Out' }).click();
      await page.getByText(Messages.loggedOut).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth.jwtToken'))).toBeNull();

      await page.goto('/login');
      await logIn(page, email, password);
      await page.getByLabel('Verification Code').waitFor();
      const second = await eventually(async () => {
        const all = await texts(phone.e164);
        return all.length >= 2 ? all[0] : undefined;
      });
      await page.getByLabel('Verification Code').fill(codeIn(second));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`${bed.system.url}/`);
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth.userName'))).toBe(email);
    }));

  it('resets a forgotten password by the link in the email', () =>
    inBrowser(bed, 'password reset by emailed link', async (page) => {
      const email = uniqueEmail('reset');
      await register(email, 'the old passphrase');

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByText(Messages.resetEmailSent).waitFor();

      const mail = await eventually(async () => {
        const box = (await fetch(`${bed.system.url}/api/dev/mailbox.json?to=${encodeURIComponent(email)}`).then((r) => r.json())) as { subject: string; text: string }[];
        return box.find((m) => m.subject === 'Reset your password');
      });
      const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
      expect(link.origin).toBe(bed.system.url);
      expect(link.pathname).toBe('/login');

      await page.goto(link.toString());
      await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      await page.getByLabel('New Password').fill('the new passphrase');
      await page.getByLabel('Confirm Password').fill('the new passphrase');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText(Messages.passwordChanged).waitFor();

      await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill('the new passphrase');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL(`${bed.system.url}/`);
      await page.getByRole('button', { name: `User menu of ${email}` }).waitFor();
    }));
}

/**
 * Browser tests of sign-up and subscription management against the running system (identity, billing with its
 * local payment simulator, notification, gateway serving the built app).
 */
import type { Page } from 'playwright-core';
import { Messages } from '@app/contracts';
import { inBrowser, uniqueEmail, type TestBed } from './system';

let bed: TestBed;

const password = 'sign-up passphrase';
const total = (page: Page) => page.getByTestId('order-total');

/** From the marketing page through step 0 of the wizard: a new account, signed in. */
async function signUp(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up Now' }).click();
  await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(Messages.accountCreated).waitFor();
  await page.getByRole('radio', { name: /Standard Monthly/ }).waitFor();
}

async function pay(page: Page, cardNumber: string) {
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Lee');
  await page.getByLabel('Address Line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Madison');
  await page.getByLabel('State').selectOption('WI');
  await page.getByLabel('Postal Code').fill('53703');
  await page.getByLabel('Card Number').fill(cardNumber);
  await page.getByRole('button', { name: 'Purchase' }).click();
}

async function expectSubscriberHome(page: Page) {
  await page.waitForURL(`${bed.system.url}/`);
  await page.getByRole('heading', { name: 'My Clients' }).waitFor();
  await page.getByRole('link', { name: 'Add New Client' }).waitFor();
  expect(await page.getByText('Your subscription has expired.').count()).toBe(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth.roles') ?? '[]'))).toContain('Subscriber');
}

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function billingScenarios(shared: TestBed): void {
  bed = shared;
  it('signs a visitor up, takes a test card and lands on the subscriber home', () =>
    inBrowser(bed, 'sign up and pay', async (page) => {
      const email = uniqueEmail('signup');
      await signUp(page, email);
      await expect(total(page).textContent()).resolves.toBe('$39.80');
      await page.getByRole('button', { name: 'Next' }).click();
      await pay(page, '4242 4242 4242 4242');
      await page.getByText('Thank you! Your subscription is active.').waitFor();
      await expectSubscriberHome(page);
      // The name given at purchase is the account's now: the top bar shows it instead of the address.
      await page.getByRole('button', { name: 'User menu of Pat Lee' }).waitFor();
    }));

  it("shows the card provider's message for a declined card", () =>
    inBrowser(bed, 'declined card', async (page) => {
      await signUp(page, uniqueEmail('declined'));
      await page.getByRole('button', { name: 'Next' }).click();
      await pay(page, '4000 0000 0000 0002');
      await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
      expect(page.url()).toBe(`${bed.system.url}/subscribe`);
      await page.getByRole('button', { name: 'Purchase' }).waitFor();
      expect(await page.getByRole('button', { name: 'Purchase' }).getAttribute('class')).not.toContain('ant-btn-loading');
    }));

  it('applies a promo code to the total and pays the discounted price', () =>
    inBrowser(bed, 'promo code', async (page) => {
      await signUp(page, uniqueEmail('promo'));
      const promo = page.getByLabel('Promo Code');
      await promo.fill('SAVE10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Promo code SAVE10 applied: $10.00 off.').waitFor();
      await expect(total(page).textContent()).resolves.toBe('$29.80');

      await page.getByRole('radio', { name: /Standard Yearly/ }).check();
      await expect(total(page).textContent()).resolves.toBe('$388.00');
      await promo.fill('HALF');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Promo code HALF applied: 50% off.').waitFor();
      await expect(total(page).textContent()).resolves.toBe('$199.00');

      await promo.fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText(Messages.invalidPromoCode('NOSUCHCODE')).waitFor();
      await expect(total(page).textContent()).resolves.toBe('$398.00');

      await promo.fill('SAVE10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Promo code SAVE10 applied: $10.00 off.').waitFor();
      await promo.fill('');
      await expect(total(page).textContent()).resolves.toBe('$398.00');
      await promo.fill('SAVE10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Promo code SAVE10 applied: $10.00 off.').waitFor();

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(total(page).textContent()).resolves.toBe('$388.00');
      await pay(page, '4242424242424242');
      await expectSubscriberHome(page);
    }));

  it('cancels the subscription, changes the card and renews', () =>
    inBrowser(bed, 'cancel and renew', async (page) => {
      await signUp(page, uniqueEmail('renew'));
      await page.getByRole('button', { name: 'Next' }).click();
      await pay(page, '4242 4242 4242 4242');
      await expectSubscriberHome(page);

      await page.getByRole('link', { name: 'My Subscription' }).click();
      await page.waitForURL(`${bed.system.url}/subscriber/manageSubscription`);
      await page.getByTestId('subscription-expiration').waitFor();
      await page.getByText('•••• 4242').waitFor();
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByText('Your subscription was canceled.', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Renew' }).waitFor();
      await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Canceled');
      expect(await page.getByTestId('subscription-expiration').count()).toBe(0);

      await page.getByRole('link', { name: 'Change Payment Method' }).click();
      await page.waitForURL(`${bed.system.url}/subscriber/changePaymentMethod`);
      await page.getByLabel('Name on Card').fill('Pat Lee');
      await page.getByLabel('Address Line 1').fill('2 Side St');
      await page.getByLabel('City').fill('Madison');
      await page.getByLabel('ZIP').fill('53703');
      await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Update Payment Method' }).click();
      await page.waitForURL(`${bed.system.url}/subscriber/manageSubscription`);
      await page.getByText('2 Side St').waitFor();

      await page.getByRole('link', { name: 'Renew' }).click();
      await page.waitForURL(`${bed.system.url}/subscribe`);
      await page.getByRole('heading', { name: 'Renew Subscription' }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await pay(page, '4242 4242 4242 4242');
      await expectSubscriberHome(page);

      await page.getByRole('link', { name: 'My Subscription' }).click();
      await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
      await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Active');
    }));
}

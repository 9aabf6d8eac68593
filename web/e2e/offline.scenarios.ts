/**
 * Offline proctoring in the browser against the running system: the attorney checks a proctored client out
 * to the browser (the service worker keeps the app and the sealed form), the network goes for the page and
 * the worker alike, the questionnaire is answered across a reload with nothing reaching the server, the
 * network returns and the check-in sends every answer once, even when its first answer is lost on the way.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { AnswerSet, Client, Form, Template } from '@app/contracts';
import { apiOf } from '@app/platform/testing';
import { invite, login, personToInvite, subscribe, waitUntil, type Session } from '../../deploy/system/client-journey';
import { logIn } from './screens';
import { inBrowser, type TestBed } from './system';

let bed: TestBed;
const api = () => apiOf(bed.system.url);

const story = {
  key: 'E2EOfflineStory',
  title: 'Your Story',
  subscriberTitle: 'The Client’s Story',
  defaultWeight: 1,
  questions: [
    { key: 'nickname', label: 'What do people call you?', questionType: 'Text', isRequired: true },
    { key: 'story', label: 'Tell us about your family.', questionType: 'Textarea' },
  ],
};
const online = {
  ...story,
  key: 'E2EOnlineOnly',
  title: 'Online Only',
  subscriberTitle: 'Online Only',
  defaultWeight: 2,
  stopIfOffline: true,
  questions: [{ key: 'email', label: 'Your email', questionType: 'Text' }],
};

/** No network for the page nor its service worker (a route on the context reaches the worker's requests too). */
async function cutNetwork(context: BrowserContext) {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

async function logInAsAttorney(page: Page, who: { email: string; password: string }) {
  await logIn(page, who);
  await page.getByRole('heading', { name: 'My Clients' }).waitFor();
}

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function offlineScenarios(shared: TestBed): void {
  bed = shared;
  it('checks a proctored client out, takes the answers offline across a reload, and checks them in once', () =>
    inBrowser(bed, 'offline proctoring', async (page) => {
      const admin = await login(api(), bed.system.admin.email, bed.system.admin.password);
      const templates = await Promise.all([story, online].map(async (body) => ((await api()('POST', '/api/template', { token: admin.jwtToken, body })).body as Template).id));
      const attorney = await subscribe(api(), 'offline-attorney');
      const client = await invite(api(), attorney, personToInvite('Anselm', 'Kowalczyk', '555-100-6620'), templates, { isProctored: true });
      const clientView = async (includes: string) => (await api()('GET', `/api/client/${client.id}?includes=${includes}`, { token: attorney.token })).body as Client;
      const form = (await waitUntil(async () => (await clientView('forms')).forms?.[0])) as Form;
      const context = page.context();

      // The dashboard installs the offline worker; the check-out keeps the form on this device.
      await logInAsAttorney(page, attorney);
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.goto(`/subscriber/client/${client.id}/checkOut`);
      await page.getByLabel('Device name').fill('Office laptop');
      await page.getByRole('button', { name: 'Check Out' }).click();
      await page.getByText('The client is checked out to this device.').waitFor();
      // Clients hears of the check-out from survey's event.
      await waitUntil(async () => (await clientView('forms')).isOffline || undefined);

      // No network from here on: the pages open from the worker, the answers stay on the device.
      await cutNetwork(context);
      await page.getByRole('link', { name: 'Proctor Questionnaire' }).click();
      await page.getByRole('heading', { name: 'Your Story' }).waitFor();
      // The client holds the device: the top bar has no attorney's name, menu or link to their screens (issue 33).
      expect(await page.getByRole('banner').getByRole('link').count()).toBe(0);
      await page.getByRole('banner').getByRole('button', { name: 'Return to Attorney' }).waitFor();
      await page.getByLabel('What do people call you?').fill('Ansel');
      await page.getByLabel('Tell us about your family.').fill('My grandmother raised me in Dayton.');
      await page.getByText('Saved on this device').waitFor();
      await page.reload();
      await expectValue(page, 'Tell us about your family.', 'My grandmother raised me in Dayton.');
      await expectValue(page, 'What do people call you?', 'Ansel');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('This page needs an internet connection').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('button', { name: 'Complete Survey' }).click();
      await page.getByRole('button', { name: 'Yes, Complete Survey' }).click();
      await page.getByText('Thank You').waitFor();
      // Back to the attorney, behind their password, still without a network.
      await page.getByRole('button', { name: 'Return to Attorney' }).click();
      await page.getByLabel("Attorney's password").fill(attorney.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'My Offline Clients' }).waitFor();
      const storySet = (await formWithPages(attorney, form.id)).pages![0].answerSetId;
      expect(await answersOnServer(attorney, storySet)).toEqual({ answers: {}, concurrencyCheck: 0 });

      // The network returns; the first check-in reaches the server but its answer is lost on the way back.
      await restoreNetwork(context);
      let lost = 0;
      await context.route('**/api/form/*/checkIn', async (route) => {
        await route.fetch();
        lost++;
        await route.abort('connectionreset');
      });
      await page.goto('/');
      await page.getByRole('heading', { name: 'My Offline Clients' }).waitFor();
      await page
        .getByRole('row', { name: /Anselm Kowalczyk/ })
        .getByRole('link', { name: 'Check In' })
        .click();
      await page.getByText('No network connection. The answers stay on this device').waitFor();
      expect(lost).toBe(1);
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: 'Sync now' }).click();
      await page.getByText('The client is checked in.').waitFor();

      const after = await formWithPages(attorney, form.id);
      expect(after.formStatus).toBe('Completed');
      expect(after.pages![0].answerSet).toMatchObject({ answers: { nickname: 'Ansel', story: 'My grandmother raised me in Dayton.' }, concurrencyCheck: 1 });
      const history = await waitUntil(async () => {
        const view = await clientView('clientEvents');
        return view.isOffline ? undefined : view;
      });
      expect(history.clientEvents!.filter((event) => event.eventType === 'CheckedIn')).toHaveLength(1);
      await page.goto('/');
      await page.getByRole('heading', { name: 'My Clients' }).waitFor();
      expect(await page.getByRole('heading', { name: 'My Offline Clients' }).count()).toBe(0);
    }));
}

async function formWithPages(who: Session, formId: string): Promise<Form> {
  return (await api()('GET', `/api/form/${formId}?includes=pages,pages.answerSet`, { token: who.token })).body as Form;
}

async function answersOnServer(who: Session, answerSetId: string): Promise<Pick<AnswerSet, 'answers' | 'concurrencyCheck'>> {
  const { answers, concurrencyCheck } = (await api()('GET', `/api/answerSet/${answerSetId}`, { token: who.token })).body as AnswerSet;
  return { answers, concurrencyCheck };
}

async function expectValue(page: Page, label: string, value: string) {
  await waitUntil(async () => ((await page.getByLabel(label).inputValue()) === value ? true : undefined));
}

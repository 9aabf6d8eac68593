/**
 * Browser tests of the client's and the supporter's screens against the running system: a client follows
 * the invitation link from the local mailbox, registers, answers a page with every question type (a
 * conditional question appearing and disappearing, a file uploaded), closes the tab while the network is
 * down and finds the answers on return, lists a supporter, finishes and completes; the supporter writes and
 * signs a letter, and the link then shows it read-only. axe checks each screen on the way.
 */
import type { Page } from 'playwright-core';
import { type AnswerSet, type Form, type LocalMail, type Template } from '@app/contracts';
import { apiOf } from '@app/platform/testing';
import { invite, login, personToInvite, subscribe, uniqueEmail, type Session } from '../../deploy/system/client-journey';
import { accessibilityViolations } from './screens';
import { eventually, inBrowser, STEP_TIMEOUT_MS, type TestBed } from './system';

let bed: TestBed;
const api = () => apiOf(bed.system.url);

/** A page with each of the 8 question types and a question shown only after a Yes. */
export const everyType = {
  key: 'E2EEveryType',
  title: 'About You',
  subscriberTitle: 'About the Client',
  description: 'A few questions about you.',
  defaultWeight: 1,
  questions: [
    { key: 'intro', label: 'Answer as much as you can.', questionType: 'Label' },
    { key: 'nickname', label: 'What do people call you?', questionType: 'Text', isRequired: true },
    { key: 'served', label: 'Did you serve in the military?', questionType: 'RadioButtonList', options: ['Yes', 'No'] },
    { key: 'branch', label: 'Which branch?', questionType: 'Text', conditionalFieldKey: 'served', conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' },
    { key: 'state', label: 'Where did you grow up?', questionType: 'SelectList', options: ['Ohio', 'Texas', 'Elsewhere'] },
    { key: 'jobs', label: 'Which kinds of work have you done?', questionType: 'CheckBoxList', options: ['Construction', 'Restaurant', 'Farm work'] },
    { key: 'born', label: 'Date of birth', questionType: 'DatePicker' },
    { key: 'record', label: 'A school record, if you have one', questionType: 'File' },
    { key: 'story', label: 'Tell us about your family.', questionType: 'Textarea' },
  ],
};

/**
 * At a phone's 360 px: whether the page scrolls sideways, and the controls of the page (not the top bar)
 * less than 44 px high (WCAG 2.5.5's target size).
 */
async function phoneProblems(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 740 });
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > 360) found.push(`scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main a.cs-button, main input:not([type=radio]):not([type=checkbox]), main select, main textarea, main .cs-choice, main .cs-segment',
    );
    for (const control of controls) {
      const { height, width } = control.getBoundingClientRect();
      if (width > 0 && height < 43.5)
        found.push(
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || control.id).trim().slice(0, 40)}" is ${height.toFixed(0)} px high`,
        );
    }
    return found;
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

async function mailTo(address: string): Promise<LocalMail> {
  return eventually(async () => ((await api()('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(address)}`)).body as LocalMail[])[0]);
}

/** The path of the first link to `{PUBLIC_URL}/{kind}/...` in a mail. */
const linkIn = (mail: LocalMail, kind: 'c' | 'p') => new URL(new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9]+`).exec(mail.text ?? '')![0]).pathname;

async function answerSetOnServer(session: Session, answerSetId: string): Promise<AnswerSet['answers']> {
  return ((await api()('GET', `/api/answerSet/${answerSetId}`, { token: session.token })).body as AnswerSet).answers;
}

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function clientScenarios(shared: TestBed): void {
  bed = shared;
  it('takes a client from the mailed link through every question type, a closed tab and the finish; the supporter signs a letter', () =>
    inBrowser(bed, 'client survey and supporter letter', async (page) => {
      const admin = await login(api(), bed.system.admin.email, bed.system.admin.password);
      const template = (await api()('POST', '/api/template', { token: admin.jwtToken, body: everyType })).body as Template;
      expect(template.id).toBeDefined();
      const attorney = await subscribe(api(), 'e2e-attorney');
      const person = personToInvite('Elena', 'Marsh', '555-300-1234');
      await invite(api(), attorney, person, [template.id], { enableSupporters: true });
      const landingPath = linkIn(await mailTo(person.email), 'c');
      const violations: Record<string, string[]> = {};

      // The landing: register with a password.
      await page.goto(landingPath);
      await page.getByRole('heading', { name: 'Welcome, Elena' }).waitFor();
      await page
        .getByRole('banner')
        .getByText(/^Client of /)
        .waitFor();
      violations.landing = await accessibilityViolations(page);
      expect(await phoneProblems(page)).toEqual([]);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByLabel('Confirm password').fill(person.password);
      await page.getByRole('button', { name: 'Create Password' }).click();

      // The first page: every question type, the condition live.
      await page.getByRole('heading', { name: 'About You' }).waitFor();
      const formPageUrl = page.url();
      await page.getByText('Answer as much as you can.').waitFor();
      // Next from the foot of a phone's screen with a required answer missing: its field comes into view, clear of
      // the toast, with the focus on it.
      await page.setViewportSize({ width: 390, height: 740 });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('Please Review Your Answers').waitFor();
      expect(await eventually(() => page.evaluate(pointedAtInView))).toBe('q-nickname');
      await page.locator('.cs-toast').getByRole('button', { name: 'Close' }).click();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByLabel('What do people call you?').fill('Lena');
      expect(await page.getByLabel('Which branch?').count()).toBe(0);
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Which branch?').fill('Army');
      await page.getByRole('radio', { name: 'No' }).check();
      await page.getByLabel('Which branch?').waitFor({ state: 'detached' });
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Which branch?').fill('Navy');
      await page.getByLabel('Where did you grow up?').selectOption('Ohio');
      await page.getByRole('checkbox', { name: 'Farm work' }).check();
      await page.getByRole('checkbox', { name: 'Construction' }).check();
      await page.getByLabel('Date of birth').fill('1990-04-02');
      await page.getByLabel('A school record, if you have one').setInputFiles({ name: 'report-card.txt', mimeType: 'text/plain', buffer: Buffer.from('Grade 9: B average.\n') });
      await page.getByText('Uploaded: report-card.txt').waitFor();
      await page.getByText('All changes saved').waitFor();
      violations.formPage = await accessibilityViolations(page);
      expect(await phoneProblems(page)).toEqual([]);

      const client: Session = await page.evaluate(() => ({ id: localStorage.getItem('auth.id')!, token: localStorage.getItem('auth.jwtToken')! }));
      const form = (await api()('GET', `/api/form/${new URL(formPageUrl).pathname.split('/')[3]}?includes=pages,pages.template`, { token: client.token })).body as Form;
      const firstSetId = form.pages!.find((p) => p.template!.key === everyType.key)!.answerSetId;
      expect(await answerSetOnServer(client, firstSetId)).toMatchObject({
        nickname: 'Lena',
        served: 'Yes',
        branch: 'Navy',
        state: 'Ohio',
        jobs: 'Construction|Farm work',
        born: '1990-04-02',
      });

      // The signal goes while the client writes; they close the tab. The answer is on the device only.
      await page.route('**/api/answerSet/*', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue()));
      await page.getByLabel('Tell us about your family.').fill('My grandmother raised me in Dayton.');
      await page.getByText('An error occurred while saving your changes.').waitFor();
      await page.close();
      expect((await answerSetOnServer(client, firstSetId)).story).toBeUndefined();

      // Back on the page later: the answer is still there and is sent.
      page = await newPageOf(page);
      await page.goto(formPageUrl);
      await expectValue(page, 'Tell us about your family.', 'My grandmother raised me in Dayton.');
      await eventually(async () => ((await answerSetOnServer(client, firstSetId)).story === 'My grandmother raised me in Dayton.' ? true : undefined));

      // The letters page: one supporter, then Finish, the review and Complete Survey.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Letters of Support' }).waitFor();
      const aunt = uniqueEmail('aunt');
      await page.getByLabel('Supporter 1: First name').fill('Rosa');
      await page.getByLabel('Supporter 1: Last name').fill('Marsh');
      await page.getByLabel('Supporter 1: Relationship to you').fill('Aunt');
      await page.getByLabel('Supporter 1: Email address').fill(aunt);
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Review Your Answers' }).waitFor();
      await page.getByText('report-card.txt').waitFor();
      violations.review = await accessibilityViolations(page);
      await page.getByRole('button', { name: 'Complete Survey' }).click();
      await page.getByRole('button', { name: 'Yes, Complete Survey' }).click();
      await page.getByText('Thank You').waitFor();
      violations.complete = await accessibilityViolations(page);
      await page.goto(landingPath);
      await page.getByText('You have completed your questionnaire').waitFor();

      // The supporter's link: write, sign, submit; opened again, the letter is read-only.
      const letterPath = linkIn(await mailTo(aunt), 'p');
      await page.goto(letterPath);
      await page.getByRole('heading', { name: 'A Letter of Support for Elena' }).waitFor();
      violations.supporter = await accessibilityViolations(page);
      expect(await phoneProblems(page)).toEqual([]);
      await page.getByLabel('Your letter').fill('Elena has looked after her brothers since she was twelve.');
      await page.getByRole('button', { name: 'Submit to Attorney' }).click();
      await page.getByText('Please type your name to sign the letter.').waitFor();
      await page.getByLabel('Signature name').fill('Rosa Marsh');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Submit to Attorney' }).click();
      await page.getByText('This letter has been signed and sent to the attorney, so it can no longer be changed.').waitFor();
      await page.reload();
      await expectValue(page, 'Your letter', 'Elena has looked after her brothers since she was twelve.');
      expect(await page.getByLabel('Your letter').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Submit to Attorney' }).count()).toBe(0);

      expect(violations).toEqual({ landing: [], formPage: [], review: [], complete: [], supporter: [] });
    }));
}

/** The id of the focused control if all of it is on the screen below the toast (run in the page). */
function pointedAtInView(): string | undefined {
  const focused = document.activeElement;
  if (!focused?.id) return undefined;
  const box = focused.getBoundingClientRect();
  const toastBottom = document.querySelector('.cs-toast')?.getBoundingClientRect().bottom ?? 0;
  return box.top >= toastBottom && box.bottom <= window.innerHeight ? focused.id : undefined;
}

/** A new tab in the same browser profile (its IndexedDB and localStorage). */
async function newPageOf(closed: Page): Promise<Page> {
  const page = await closed.context().newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

async function expectValue(page: Page, label: string, value: string) {
  await eventually(async () => ((await page.getByLabel(label).inputValue()) === value ? true : undefined));
}

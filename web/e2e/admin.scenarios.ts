/**
 * Browser tests of the admin console against the running system: the dashboard's figures and a report
 * downloaded through a temporary access token; the user list filtered, sorted, paged, its columns toggled, the
 * state kept across a reload, and an editor opened; a content block created, edited and seen on its page.
 * axe checks each screen, and none scrolls sideways on a phone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { strongPassword } from '../../deploy/system/client-journey';
import { downloadInNewTab, expectAccessibleAndNarrow, logIn } from './screens';
import { inBrowser, type TestBed } from './system';

let bed: TestBed;

async function logInAsAdmin(page: Page) {
  await logIn(page, bed.system.admin);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

async function register(email: string) {
  const answer = await fetch(`${bed.system.url}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: strongPassword() }),
  });
  expect(answer.status).toBe(200);
}

const counted = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function adminScenarios(shared: TestBed): void {
  bed = shared;
  it('shows the site admin the figures and downloads a report in a new tab', () =>
    inBrowser(bed, 'admin dashboard', async (page) => {
      await logInAsAdmin(page);
      const clients = page.locator('.ant-card', { hasText: 'Total Clients' });
      await clients.getByText(/^\d+$/).waitFor();
      await page
        .locator('.ant-card', { hasText: 'Total Completion Rate' })
        .getByText(/^(\d+\.\d%|–)$/)
        .waitFor();
      await expectAccessibleAndNarrow(page);

      const download = await downloadInNewTab(page, () => page.getByRole('button', { name: 'Usage by User' }).click());
      expect(download.suggestedFilename()).toMatch(/^Usage by User.*\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.split('\r\n')[0]).toContain(',');
    }));

  it('filters, sorts, pages and toggles columns on the user list, keeps them across a reload, and opens an editor', () =>
    inBrowser(bed, 'admin user list', async (page) => {
      const label = `list${Date.now().toString(36)}`;
      for (const name of ['anna', 'bert', 'carl']) await register(`${label}-${name}@example.com`);
      await logInAsAdmin(page);
      await page.getByRole('menu', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'Users' }).waitFor();
      await expectAccessibleAndNarrow(page);

      await page.getByRole('img', { name: 'Filter by User Name' }).click();
      await page.getByRole('textbox', { name: 'Filter by User Name' }).fill(label);
      await counted(page, '1-3 of 3 results');
      await page.keyboard.press('Escape');

      await page.getByRole('columnheader', { name: 'User Name' }).click();
      await page.getByRole('columnheader', { name: 'User Name' }).click();
      await page
        .getByRole('row')
        .nth(1)
        .filter({ hasText: `${label}-carl@example.com` })
        .waitFor();

      await page.getByRole('combobox', { name: /page/i }).click();
      await page.getByTitle('2 / page').click();
      await counted(page, '1-2 of 3 results');
      await page.locator('.ant-pagination-item-2').click();
      await counted(page, '3-3 of 3 results');
      await page
        .getByRole('row')
        .filter({ hasText: `${label}-anna@example.com` })
        .waitFor();

      await page.getByRole('button', { name: /Columns/ }).click();
      await page.getByRole('checkbox', { name: 'Roles' }).click();
      await page.getByRole('checkbox', { name: 'Email' }).click();
      await page.keyboard.press('Escape');
      const headers = () => page.getByRole('columnheader').allTextContents();
      await page.getByRole('columnheader', { name: 'Email' }).waitFor();
      // Each toggle renders on its own: Roles may still be on screen when Email is.
      await page.getByRole('columnheader', { name: 'Roles' }).waitFor({ state: 'detached' });
      expect(await headers()).toEqual(['User Name', 'First Name', 'Last Name', 'Email', 'Disabled', 'Created']);

      // The address holds it all: a reload (or a shared link) shows the same page.
      await page.reload();
      await counted(page, '3-3 of 3 results');
      await page.getByRole('columnheader', { name: 'Email' }).waitFor();
      await page.getByRole('columnheader', { name: 'Roles' }).waitFor({ state: 'detached' });
      expect(await headers()).toEqual(['User Name', 'First Name', 'Last Name', 'Email', 'Disabled', 'Created']);

      await page
        .getByRole('row')
        .filter({ hasText: `${label}-anna@example.com` })
        .click();
      await page.getByRole('textbox', { name: 'User Name' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'User Name' }).inputValue()).toBe(`${label}-anna@example.com`);
      expect(await page.getByRole('textbox', { name: 'Id' }).getAttribute('readonly')).not.toBeNull();
      await expectAccessibleAndNarrow(page);
      await page.getByRole('button', { name: 'Save' }).click();
      // Saving a user works (issue 36, item 6; the spec's refusal is recorded in docs/decisions/0060-mending-accounts-issue-36.md).
      await page.getByText('The user was saved.').waitFor();
    }));

  it('creates a content block, edits it with the preview, and sees it on its page', () =>
    inBrowser(bed, 'admin content block', async (page) => {
      const slug = `office-hours-${Date.now().toString(36)}`;
      await logInAsAdmin(page);
      await page.goto('/contentBlock');
      await page.getByRole('link', { name: /New/ }).click();
      await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
      await page.getByRole('textbox', { name: 'Title' }).fill('Office Hours');
      await page.getByRole('textbox', { name: 'Value (Markdown)' }).fill('We answer **on weekdays**.');
      await page.getByTestId('markdown-preview').locator('strong', { hasText: 'on weekdays' }).waitFor();
      await page.getByRole('checkbox', { name: 'Page' }).check();
      await expectAccessibleAndNarrow(page);
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByText('"Office Hours" was created.').waitFor();
      await page.waitForURL(/\/contentBlock\/[0-9a-f-]{36}$/);

      await page.getByRole('textbox', { name: 'Value (Markdown)' }).fill('We answer **from nine to five** on weekdays.');
      await page.getByTestId('markdown-preview').locator('strong', { hasText: 'from nine to five' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('"Office Hours" was saved.').waitFor();
      await page.getByRole('link', { name: 'View the page' }).click();
      await page.waitForURL(`**/page/${slug}`);
      await page.getByRole('heading', { name: 'Office Hours' }).waitFor();
      await page.locator('strong', { hasText: 'from nine to five' }).waitFor();
    }));
}

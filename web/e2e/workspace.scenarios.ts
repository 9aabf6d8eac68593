/**
 * Browser tests of the attorney's workspace against the running system: a subscriber invites a client with
 * Add Client, finds them in My Clients and on the client view, downloads the raw report, generates an
 * AI-adjusted one and sees its progress then Download, and deletes the client; a site admin opens a client
 * from `/client`. axe checks each screen, and none scrolls sideways on a phone.
 */
import { apiOf } from '@app/platform/testing';
import { personToInvite, subscribe } from '../../deploy/system/client-journey';
import { downloadInNewTab, expectAccessibleAndNarrow, filterListByName, logIn, tablesCutOff } from './screens';
import { inBrowser, uniquePhone, type TestBed } from './system';

let bed: TestBed;

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function workspaceScenarios(shared: TestBed): void {
  bed = shared;
  it('invites a client, finds them in My Clients, downloads and generates reports, and deletes them; a site admin opens a client from /client', async () => {
    const attorney = await subscribe(apiOf(bed.system.url), 'workspace');
    const person = personToInvite('Rosalind', `Achterberg${Date.now().toString(36)}`, uniquePhone().typed);
    let clientPath = '';

    await inBrowser(bed, 'workspace invite', async (page) => {
      await logIn(page, attorney);
      await page.getByRole('heading', { name: 'My Clients' }).waitFor();
      await page.getByText('Getting Started').waitFor();
      await expectAccessibleAndNarrow(page);

      await page.getByRole('link', { name: 'Add New Client' }).click();
      await page.getByRole('heading', { name: 'Add Client' }).waitFor();
      await expectAccessibleAndNarrow(page);
      await page.getByRole('textbox', { name: 'First Name' }).fill(person.firstName);
      await page.getByRole('textbox', { name: 'Last Name' }).fill(person.lastName);
      await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
      await page.getByRole('textbox', { name: 'Mobile Phone' }).fill(person.phoneNumber);
      await page.getByRole('button', { name: 'Send Invitation' }).click();
      await page.waitForURL(/\/subscriber\/client\/[0-9a-f-]{36}$/);
      clientPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` }).waitFor();
      await expectAccessibleAndNarrow(page);

      await page.getByRole('link', { name: 'My Clients' }).click();
      await page.getByRole('heading', { name: 'My Clients' }).waitFor();
      await page.getByRole('row').filter({ hasText: person.lastName }).waitFor();
      // Issue 33: the client table fits a phone (its columns were cut off at 390 px).
      expect(await tablesCutOff(page)).toEqual([]);
      await page.getByRole('row').filter({ hasText: person.lastName }).click();
      await page.waitForURL(`**${clientPath}`);

      await page.getByRole('tab', { name: 'Reports' }).click();
      const raw = await downloadInNewTab(page, () => page.getByRole('row', { name: /^Raw/ }).getByRole('button', { name: 'Download' }).click());
      expect(raw.suggestedFilename()).toMatch(new RegExp(`^Mitigation Report - ${person.lastName}, ${person.firstName} - \\d{4}-\\d{2}-\\d{2}\\.docx$`));

      await page
        .getByRole('row', { name: /^First Person/ })
        .getByRole('button', { name: 'Generate' })
        .click();
      // The screen says which writer runs and how long it takes (issue 35, item 6): no OpenAI key here.
      await page.getByText('The report is being written offline by rules, without AI. This takes a few seconds.').waitFor();
      // Progress while Started (asked again every 10 s), then Download.
      const firstPerson = page.getByRole('row', { name: /^First Person/ });
      await firstPerson.getByRole('button', { name: 'Download' }).waitFor({ timeout: 60_000 });
      const adjusted = await downloadInNewTab(page, () => firstPerson.getByRole('button', { name: 'Download' }).click());
      expect(adjusted.suggestedFilename()).toMatch(/\.docx$/);
      await expectAccessibleAndNarrow(page);
    });

    await inBrowser(bed, 'workspace admin client list', async (page) => {
      await logIn(page, bed.system.admin);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.goto('/client');
      await filterListByName(page, person.lastName);
      await page.getByRole('row').filter({ hasText: person.lastName }).click();
      await page.waitForURL(`**${clientPath}`);
      await page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` }).waitFor();
    });

    await inBrowser(bed, 'workspace delete', async (page) => {
      await logIn(page, attorney);
      await page.getByRole('heading', { name: 'My Clients' }).waitFor();
      await page.goto(clientPath);
      await page.getByRole('tab', { name: 'Manage' }).click();
      await page.getByRole('button', { name: 'Delete Client' }).click();
      const dialog = page.getByRole('dialog', { name: `Delete ${person.firstName} ${person.lastName}?` });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText(`${person.firstName} ${person.lastName} was deleted.`).waitFor();
      await page.getByRole('status').filter({ hasText: 'No results' }).waitFor();
    });
  });
}

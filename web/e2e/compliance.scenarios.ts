/**
 * Browser test of the compliance reviewer's area against the running system: a site admin makes an account
 * a reviewer with the switch on the user editor; the reviewer finds a client on their home (their area), reads the
 * timeline, replays the record, verifies every chain and downloads the summary. axe checks each screen, and
 * none scrolls sideways on a phone.
 */
import { apiOf } from '@app/platform/testing';
import { invite, personToInvite, strongPassword, subscribe } from '../../deploy/system/client-journey';
import { downloadInNewTab, expectAccessibleAndNarrow, filterListByName, logIn } from './screens';
import { inBrowser, uniqueEmail, uniquePhone, type TestBed } from './system';

let bed: TestBed;

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function complianceScenarios(shared: TestBed): void {
  bed = shared;
  it('lets a site admin make a reviewer, who finds a client, reads the timeline, replays, verifies and exports', async () => {
    const api = apiOf(bed.system.url);
    const attorney = await subscribe(api, 'compliance');
    const person = personToInvite('Ines', `Valcourt${Date.now().toString(36)}`, uniquePhone().typed);
    await invite(api, attorney, person);
    const reviewer = { email: uniqueEmail('reviewer'), password: strongPassword() };
    const registered = await api('POST', '/api/account/register', { body: reviewer });
    expect(registered.status).toBe(200);

    await inBrowser(bed, 'compliance role granted', async (page) => {
      await logIn(page, bed.system.admin);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.goto(`/applicationUser/${registered.body.id}`);
      await page.getByRole('switch', { name: 'Compliance Reviewer' }).click();
      // Granting asks first (issue 36, item 6).
      await page.getByRole('dialog', { name: 'Grant the Compliance Reviewer role?' }).waitFor();
      await page.getByRole('button', { name: 'Grant', exact: true }).click();
      await page.getByText('The Compliance Reviewer role was granted.').waitFor();
      await expect(page.getByRole('switch', { name: 'Compliance Reviewer' }).isChecked()).resolves.toBe(true);
    });

    await inBrowser(bed, 'compliance review', async (page) => {
      await logIn(page, reviewer);
      // The reviewer's home is their area: the clients to review, nothing of the admin console.
      await page.getByRole('heading', { name: 'Compliance Review' }).waitFor();
      await filterListByName(page, person.lastName);

      await page.getByRole('row').filter({ hasText: person.lastName }).click();
      await page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` }).waitFor();
      await page.getByRole('cell', { name: 'ClientInvited' }).waitFor();
      await page.getByRole('cell', { name: 'ClientRecordReviewed' }).waitFor();
      await expectAccessibleAndNarrow(page);

      await page.getByRole('tab', { name: 'Replay' }).click();
      await page.getByRole('button', { name: 'Replay' }).click();
      // Values as readable text, not JSON (issue 36, item 9).
      await page.getByRole('row', { name: `lastName ${person.lastName}`, exact: true }).waitFor();
      await expectAccessibleAndNarrow(page);

      await page.getByRole('tab', { name: 'Verify' }).click();
      await page.getByRole('button', { name: 'Verify every chain' }).click();
      await page.getByText('Every stream verified.').waitFor();
      await expectAccessibleAndNarrow(page);

      await page.getByRole('tab', { name: 'Export' }).click();
      const download = await downloadInNewTab(page, () => page.getByRole('button', { name: 'Download the summary (.docx)' }).click());
      expect(download.suggestedFilename()).toMatch(/^Compliance record - .*\.docx$/);
    });
  });
}

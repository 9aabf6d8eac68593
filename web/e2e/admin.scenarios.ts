/**
 * Browser tests of the admin console against the running system: the dashboard's figures from the
 * reporting service and a report downloaded through a temporary access token.
 */
import { readFileSync } from 'node:fs';
import type { Download } from 'playwright-core';
import { inBrowser, type TestBed } from './system';

let bed: TestBed;

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function adminScenarios(shared: TestBed): void {
  bed = shared;
  it('shows the site admin the figures and downloads a report in a new tab', () =>
    inBrowser(bed, 'admin dashboard', async (page) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(bed.system.admin.email);
      await page.getByLabel('Password', { exact: true }).fill(bed.system.admin.password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      const clients = page.locator('.ant-card', { hasText: 'Total Clients' });
      await clients.getByText(/^\d+$/).waitFor();
      await page.locator('.ant-card', { hasText: 'Total Completion Rate' }).getByText(/^\d+\.\d%$/).waitFor();

      // The tab opens at the click and is sent to the file once the token has come: listen from its start.
      const downloaded = new Promise<Download>((resolve, reject) => page.context().once('page', (tab) => void tab.waitForEvent('download').then(resolve, reject)));
      await page.getByRole('button', { name: 'Usage by User' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(/^Usage by User.*\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.split('\r\n')[0]).toContain(',');
    }));
}

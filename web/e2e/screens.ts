/** Steps and checks the browser scenarios share: signing in, axe, and a phone's width. */
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { repo } from './system';

const screensDir = join(repo, 'test-results', 'web-e2e', 'screens');

/** Signs in on the login screen. */
export async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/**
 * Serious and critical WCAG 2.1 A/AA violations axe finds on the page, by rule and element, and a page
 * without a top heading (axe's best-practice rule page-has-heading-one: a screen reader's user jumps to it).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const headings = await new AxeBuilder({ page }).withRules(['page-has-heading-one']).analyze();
  return [...results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'), ...headings.violations].flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** The screen's address as a file name. */
const screenName = (page: Page) => new URL(page.url()).pathname.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';

/**
 * How far the page scrolls sideways at a phone's `width` (0: it does not); the viewport is restored after.
 * With E2E_SCREENSHOTS set, the page at both widths is kept in test-results/web-e2e/screens/ to look at.
 */
export async function sidewaysScroll(page: Page, width = 390): Promise<number> {
  const before = page.viewportSize();
  const name = screenName(page);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(screensDir, `${name}-wide.png`), fullPage: true });
  await page.setViewportSize({ width, height: 844 });
  // The layout follows the width a render later (antd's breakpoints listen to the resize).
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  const overflow = await page.evaluate((w) => Math.max(0, document.documentElement.scrollWidth - w), width);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(screensDir, `${name}-${width}.png`), fullPage: true });
  if (before) await page.setViewportSize(before);
  return overflow;
}

/**
 * The tables that a phone's `width` cuts off (their columns wider than the screen, scrolled within the table
 * where nothing shows there is more), each as its columns' headers; the viewport is restored after.
 */
export async function tablesCutOff(page: Page, width = 390): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 844 });
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
      .filter((scroller) => scroller.scrollWidth > scroller.clientWidth + 1)
      .map((scroller) =>
        Array.from(scroller.querySelectorAll('th'), (header) => header.textContent?.trim())
          .filter(Boolean)
          .join(' | '),
      ),
  );
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(screensDir, `${screenName(page)}-tables-${width}.png`) });
  if (before) await page.setViewportSize(before);
  return cut;
}

/** The texts of the client app's top bar that a phone's `width` cuts off (issue 33: "Client of Ada Lo…"). */
export async function cutOffInTopBar(page: Page, width = 390): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 844 });
  const cut = await page.evaluate(
    (screenWidth) =>
      Array.from(document.querySelectorAll<HTMLElement>('.cs-header a, .cs-header span, .cs-header button'))
        .filter((element) => element.textContent?.trim() && (element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > screenWidth))
        .map((element) => `top bar cut off at ${screenWidth} px: ${element.textContent.trim()}`),
    width,
  );
  if (before) await page.setViewportSize(before);
  return cut;
}

/** The file a click downloads through a new tab (opened at the click, sent on once its token has come). */
export async function downloadInNewTab(page: Page, click: () => Promise<void>): Promise<Download> {
  const downloaded = new Promise<Download>((resolve, reject) => page.context().once('page', (tab) => void tab.waitForEvent('download').then(resolve, reject)));
  await click();
  return downloaded;
}

/** The screen is usable by keyboard and screen reader (axe), and fits a phone. */
export async function expectAccessibleAndNarrow(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
}

/** A list screen filtered by Name to the one row of `lastName` (its dropdown closed again), checked as usable and narrow. */
export async function filterListByName(page: Page, lastName: string): Promise<void> {
  await page.getByRole('img', { name: 'Filter by Name' }).click();
  await page.getByRole('textbox', { name: 'Filter by Name' }).fill(lastName);
  await page.getByRole('status').filter({ hasText: '1-1 of 1 results' }).waitFor();
  await page.keyboard.press('Escape');
  // Checked once the dropdown has faded out: axe would read its input's colours half-way through.
  await page.locator('.ant-table-filter-dropdown').waitFor({ state: 'hidden' });
  await expectAccessibleAndNarrow(page);
}

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

/** Serious and critical WCAG 2.1 A/AA violations axe finds on the page, by rule and element. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/**
 * How far the page scrolls sideways at a phone's `width` (0: it does not); the viewport is restored after.
 * With E2E_SCREENSHOTS set, the page at both widths is kept in test-results/web-e2e/screens/ to look at.
 */
export async function sidewaysScroll(page: Page, width = 390): Promise<number> {
  const before = page.viewportSize();
  const name = new URL(page.url()).pathname.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(screensDir, `${name}-wide.png`), fullPage: true });
  await page.setViewportSize({ width, height: 844 });
  // The layout follows the width a render later (antd's breakpoints listen to the resize).
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  const overflow = await page.evaluate((w) => Math.max(0, document.documentElement.scrollWidth - w), width);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(screensDir, `${name}-${width}.png`), fullPage: true });
  if (before) await page.setViewportSize(before);
  return overflow;
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

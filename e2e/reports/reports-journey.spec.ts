import fs from 'node:fs/promises';
import path from 'node:path';
import { MONTH_NAMES } from '@faith-shield/contract/reports/report-messages';
import { describe, expect, it } from 'vitest';
import { logInThroughForm, uniqueEmail } from '../accounts/helpers';
import { settledPath, useBrowser } from '../fixtures';
import { addMember, MEMBER_PASSWORD } from '../members';
import { signUpThroughForm } from '../risk/helpers';
import { screenshotBoth } from '../screenshots';
import { eventWithHeadcount } from './helpers';

const HOUR = 3_600_000;

/**
 * spec 02 §2 and DESIGN.md §4: an owner opens the month's report, changes the month, downloads
 * the PDF and shares the link; a signed-out browser reads it; once sharing stops it reads nothing.
 * A member's report holds only their event.
 */
describe('monthly reports', () => {
  const browser = useBrowser();

  it('opens, changes the month, downloads, shares; the link works signed out until stopped', async () => {
    const { page, context } = await browser.newPage('phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughForm(page, uniqueEmail('report-owner'), 'Hope Valley Chapel');
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');

    // Two events of this month (their start in UTC, as entered), with headcounts.
    const start = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000);
    const member = await addMember(page, 'Kofi');
    await eventWithHeadcount(page, 'Thanksgiving service', start, 'Other', 180);
    await eventWithHeadcount(page, 'Youth night', new Date(start.getTime() + HOUR), [member.id], 45);
    const month = start.getUTCMonth() + 1;
    const year = start.getUTCFullYear();
    const monthName = MONTH_NAMES[month - 1] ?? '';

    await page.goto('/monthly-reports');
    await page.getByLabel('Month').selectOption(String(month));
    await page.getByLabel('Year').selectOption(String(year));
    const table = page.getByRole('table', { name: `Events of ${monthName} ${year}` });
    await table.getByText('Thanksgiving service').waitFor();
    await table.getByText('Youth night').waitFor();
    await page.getByText('Total events').locator('..').getByText('2', { exact: true }).waitFor();
    await page.getByText('Total attendance').locator('..').getByText('225', { exact: true }).waitFor();
    await screenshotBoth(page, 'reports-owner');

    // Another month: totals 0 and 'No data found'; then back.
    const other = month === 1 ? 2 : month - 1;
    await page.getByLabel('Month').selectOption(String(other));
    await page.getByText('No data found').waitFor();
    await page.getByText('Total attendance').locator('..').getByText('0', { exact: true }).waitFor();
    await screenshotBoth(page, 'reports-empty-month');
    await page.getByLabel('Month').selectOption(String(month));
    await table.getByText('Thanksgiving service').waitFor();

    // Download saves the PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `monthly-report-hope-valley-chapel-${year}-${String(month).padStart(2, '0')}.pdf`,
    );
    const file = await download.path();
    expect((await fs.readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.SCREENSHOTS_DIR)
      await fs.copyFile(file, path.join(process.env.SCREENSHOTS_DIR, 'monthly-report.pdf'));

    // Share copies the public link (no share sheet on desktop Chromium).
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied. Anyone with the link can read this report.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(
      /\/monthly-reports-view\?user_id=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+&month=\d+&year=\d+$/,
    );
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(link).not.toContain(token);
    await page.getByRole('button', { name: 'Stop sharing' }).waitFor();
    await screenshotBoth(page, 'reports-owner-shared');

    // A signed-out browser reads the report, and its PDF, and nothing else.
    const { page: visitor, context: visitorContext } = await browser.newPage('phone');
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Hope Valley Chapel' }).waitFor();
    await visitor.getByText('Thanksgiving service').waitFor();
    await visitor.getByText('Total attendance').locator('..').getByText('225', { exact: true }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await visitor.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await screenshotBoth(visitor, 'reports-shared-view');
    const [shared] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect((await fs.readFile(await shared.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // Stop sharing: the link answers nothing.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The report is no longer shared.').first().waitFor();
    await visitor.reload();
    await visitor
      .getByRole('alert')
      .getByText(/This report is not shared/)
      .waitFor();
    expect(await visitor.getByText('Thanksgiving service').count()).toBe(0);
    await visitorContext.close();
    await context.close();

    // The member's report: only the event they are on.
    const { page: memberPage, context: memberContext } = await browser.newPage('phone');
    await logInThroughForm(memberPage, member.email, MEMBER_PASSWORD);
    expect(await settledPath(memberPage, '/subuser-dashboard')).toBe('/subuser-dashboard');
    await memberPage.goto('/subuser-monthly-reports');
    await memberPage.getByLabel('Month').selectOption(String(month));
    await memberPage.getByLabel('Year').selectOption(String(year));
    await memberPage.getByRole('table').getByText('Youth night').waitFor();
    expect(await memberPage.getByText('Thanksgiving service').count()).toBe(0);
    await memberPage.getByText('Total attendance').locator('..').getByText('45', { exact: true }).waitFor();
    await screenshotBoth(memberPage, 'reports-sub-user');
    await memberContext.close();
  }, 90_000);
});

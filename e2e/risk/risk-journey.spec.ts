import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logInThroughForm, uniqueEmail } from '../accounts/helpers';
import { settledPath, useBrowser } from '../fixtures';
import { addMember, MEMBER_PASSWORD } from '../members';
import { screenshotBoth } from '../sub-users/helpers';
import { answer, signUpThroughForm } from './helpers';

const BOUNDARY = /^Is the edge of your property clearly marked/;
const BOUNDARY_INSPECTED = /^Is the boundary inspected for damage/;
const BARRIERS = /^Are there barriers \(bollards/;

/**
 * spec 02 §2 and DESIGN.md §4b: a new owner answers the assessment, sees the score and the
 * plan, hands an action to a member, downloads the PDF; the member sees the action.
 */
describe('the risk assessment and its action plan', () => {
  const browser = useBrowser();

  it('signs up, answers, scores, plans, assigns, downloads; the member sees the action', async () => {
    const { page, context } = await browser.newPage('phone');
    await signUpThroughForm(page, uniqueEmail('risk-owner'), 'Riverside Chapel');
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');
    await page.getByRole('region', { name: 'Overall score' }).getByText('0 of 35 answered').waitFor();
    await screenshotBoth(page, 'risk-assessment-new');

    // The first category is open; a Yes opens its follow-up question.
    expect(await page.getByRole('group', { name: BOUNDARY_INSPECTED }).count()).toBe(0);
    await answer(page, BOUNDARY, 'Yes');
    await answer(page, BOUNDARY_INSPECTED, 'Yes');
    await answer(page, BARRIERS, 'No');
    await answer(page, /^Is the parking area watched/, 'Yes');
    await answer(page, /^Are trees and shrubs near the building/, 'Yes');
    await answer(page, /^Do your people know what to do if they find an unattended/, 'No');
    await page.waitForLoadState('networkidle');
    // perimeter: 6 of its 12 points; the organisation: 6 of 88
    const perimeter = page.getByRole('button', { name: /Perimeter and Parking/ });
    await expect.poll(() => perimeter.textContent()).toMatch(/6 of 7 answered.*50 \/ 100/);
    await page.getByRole('img', { name: 'Overall score: 7 out of 100' }).waitFor();
    await screenshotBoth(page, 'risk-assessment-answered');

    // Leaving and coming back keeps every answer.
    await page.reload();
    await page.getByText('6 of 37 answered').waitFor();
    const followUp = page.getByRole('group', { name: BOUNDARY_INSPECTED });
    expect(await followUp.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');

    // The plan: both Noes are high-priority items.
    const member = await addMember(page, 'Kwame');
    await page.getByRole('tab', { name: /Action plan/ }).click();
    expect(await settledPath(page, '/risk-assessment')).toBe('/risk-assessment');
    const high = page.getByRole('region', { name: 'High priority (2)' });
    await high.waitFor();
    const barriersItem = high.getByRole('listitem', { name: BARRIERS });
    await barriersItem.getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign to a sub user' });
    await dialog.getByLabel('Sub user').click();
    await page.getByRole('option', { name: member.name }).click();
    await dialog.getByLabel('Due date').fill('2099-05-01');
    await screenshotBoth(page, 'risk-assign-modal');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('The action item has been assigned.').waitFor();
    await barriersItem.getByText(`Assigned to ${member.name}, due 01 May, 2099`).waitFor();

    const unattended = high.getByRole('listitem', { name: /unattended bag/ });
    await unattended.getByRole('button', { name: 'Mark done' }).click();
    const done = page.getByRole('region', { name: 'Done (1)' });
    await done.getByRole('button', { name: 'Reopen' }).waitFor();
    await screenshotBoth(page, 'risk-action-plan');
    await done.getByRole('button', { name: 'Reopen' }).click();
    await page.getByRole('region', { name: 'High priority (2)' }).waitFor();

    // 'Download assessment' saves the PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download assessment' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^risk-assessment-riverside-chapel-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    const pdf = await fs.readFile(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.SCREENSHOTS_DIR)
      await fs.copyFile(file, path.join(process.env.SCREENSHOTS_DIR, 'risk-assessment.pdf'));

    // The dashboard's recommendations: the score and what to fix first.
    await page.goto('/dashboard');
    const recommendations = page.getByRole('region', { name: 'Recommendations' });
    await recommendations.getByRole('img', { name: 'Overall score: 7 out of 100' }).waitFor();
    await recommendations
      .getByRole('list', { name: 'Fix first' })
      .getByRole('link', { name: BARRIERS })
      .waitFor();
    await screenshotBoth(page, 'risk-owner-dashboard');

    // The owner's other screens of the assessment.
    await page.goto('/exterior/perimeter-parking');
    await page.getByRole('heading', { name: 'Perimeter and Parking' }).waitFor();
    await screenshotBoth(page, 'risk-exterior');
    await page.goto('/interior');
    await page.getByRole('link', { name: /Automated External Defibrillator/ }).waitFor();
    await screenshotBoth(page, 'risk-interior');
    await page.goto('/administration');
    await page.getByRole('link', { name: /Standard Operating Procedures/ }).click();
    expect(await settledPath(page, '/detail')).toBe('/detail');
    await page.getByRole('heading', { name: 'What good looks like' }).waitFor();
    await screenshotBoth(page, 'risk-detail');
    await context.close();

    // The member signs in: the tiles of the first three categories and the action assigned to them.
    const { page: memberPage, context: memberContext } = await browser.newPage('phone');
    await logInThroughForm(memberPage, member.email, MEMBER_PASSWORD);
    expect(await settledPath(memberPage, '/subuser-dashboard')).toBe('/subuser-dashboard');
    const recommendation = memberPage.getByRole('region', { name: 'Recommendation' });
    const tiles = recommendation.getByTestId('recommendation-tile');
    await tiles.first().waitFor();
    expect(await tiles.allTextContents()).toEqual([
      expect.stringContaining('Perimeter and Parking'),
      expect.stringContaining('Access Control and Doors'),
      expect.stringContaining('Surveillance and Lighting'),
    ]);
    // two half width, one full width
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => tiles.nth(index).boundingBox()),
    );
    expect(first?.width).toBeCloseTo(second?.width ?? 0, 0);
    expect(third?.width ?? 0).toBeGreaterThan((first?.width ?? 0) * 1.8);
    const assigned = recommendation.getByRole('list', { name: 'Assigned to you' });
    await assigned.getByText('Due 01 May, 2099').waitFor();
    await screenshotBoth(memberPage, 'risk-subuser-dashboard');

    await assigned.getByRole('link', { name: /Are there barriers/ }).click();
    expect(await settledPath(memberPage, '/subuser-detail')).toBe('/subuser-detail');
    await memberPage
      .getByRole('region', { name: 'Action item' })
      .getByText(/Assigned to Kwame Boateng/)
      .waitFor();
    await memberPage.getByRole('heading', { name: 'First steps' }).waitFor();
    await screenshotBoth(memberPage, 'risk-subuser-detail');

    await memberPage.goto('/subuser-dashboard');
    await memberPage.getByRole('link', { name: /Access Control and Doors/ }).click();
    expect(await settledPath(memberPage, '/subuser-exterior/access-control')).toBe(
      '/subuser-exterior/access-control',
    );
    await memberPage.getByRole('link', { name: /limit the number of doors/ }).waitFor();
    await screenshotBoth(memberPage, 'risk-subuser-exterior');
    await memberPage.goto('/subuser-interior');
    await memberPage.getByRole('link', { name: /Entry\/exit doors/ }).waitFor();
    await screenshotBoth(memberPage, 'risk-subuser-interior');
    await memberPage.goto('/subuser-administration');
    await memberPage.getByRole('link', { name: /Safety hazards/ }).waitFor();
    await screenshotBoth(memberPage, 'risk-subuser-administration');
    await memberContext.close();
  }, 180_000);
});

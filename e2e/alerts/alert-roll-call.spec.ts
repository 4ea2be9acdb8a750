import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, type StoredSession, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { signedInTeamMember } from '../members';
import { screenshotBoth } from '../screenshots';

/** The signed-in shell has opened the app's live connection (it asks the counts once ready). */
const waitForLive = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
};

/**
 * spec 03 §1–2: a team leader sends an alert; a member, on another screen, sees it cover the
 * screen without a reload and asks for help; the leader's roll-call shows it at once; the
 * leader gives the all-clear and the member sees it.
 */
describe('emergency alert and roll-call', () => {
  const browser = useBrowser();
  const sessions: { leader?: StoredSession; member?: StoredSession } = {};

  beforeAll(async () => {
    const owner = accounts().alertOwner.token;
    sessions.leader = await signedInTeamMember(owner, 'Leah', 'Yes');
    sessions.member = await signedInTeamMember(owner, 'Max', 'No');
  });

  it('tells the member live, shows their call for help on the board, and the all-clear', async () => {
    const leader = await browser.newPage('desktop');
    const member = await browser.newPage('phone');
    if (!sessions.leader || !sessions.member) throw new Error('no team');
    await withStoredSession(leader.context, sessions.leader);
    await withStoredSession(member.context, sessions.member);

    await member.page.goto('/subuser-dashboard');
    await member.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // A member who is not a leader has no Alert button.
    await waitForLive(member.page);
    expect(await member.page.getByRole('link', { name: 'Alert', exact: true }).count()).toBe(0);

    // The leader's dashboard leads to the composer.
    await leader.page.goto('/subuser-dashboard');
    await leader.page.getByRole('link', { name: 'Alert', exact: true }).click();
    expect(await settledPath(leader.page, '/send-alert')).toBe('/send-alert');
    await leader.page.getByRole('button', { name: 'Send alert' }).click();
    await leader.page.getByText('Please select alert type').waitFor();
    await leader.page.locator('label', { hasText: /^Lockdown$/ }).click();
    await leader.page.getByRole('button', { name: /^Lock all doors now/ }).click();
    await leader.page.getByRole('textbox', { name: 'Location note' }).fill('Main sanctuary');
    // Only owners choose the region.
    expect(await leader.page.getByRole('radio', { name: 'My team' }).count()).toBe(0);
    await screenshotBoth(leader.page, 'send-alert');
    await leader.page.getByRole('button', { name: 'Send alert' }).click();
    const confirm = leader.page.getByRole('dialog', { name: 'Send the alert?' });
    await confirm.getByText('This alert tells 2 people in your team at once.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await leader.page.waitForURL(/\/alerts\/[^/]+$/);
    const alertPath = new URL(leader.page.url()).pathname;
    const board = leader.page.getByRole('list', { name: 'Roll-call' });
    await board.getByText('Max Adeyemi').waitFor();

    // The member, on the dashboard, sees the alert cover the screen without a reload.
    const incoming = member.page.getByRole('dialog', { name: 'Emergency alert: Lockdown' });
    await incoming.waitFor({ timeout: 10_000 });
    await incoming.getByText('Lock all doors now.', { exact: false }).waitFor();
    await incoming.getByText('Leah Adeyemi', { exact: false }).waitFor();
    await screenshotBoth(member.page, 'alert-incoming');
    await incoming.getByRole('textbox', { name: 'Note (optional)' }).fill('Twisted ankle by the east stairs');
    await incoming.getByRole('button', { name: 'Need help' }).click();
    await member.page.getByText('Your answer has been sent.').waitFor();

    // The leader's board shows it at once, first.
    await board.getByText('Twisted ankle by the east stairs').waitFor({ timeout: 5_000 });
    const first = board.getByRole('listitem').first();
    expect(await first.textContent()).toContain('Max Adeyemi');
    expect(await first.textContent()).toContain('Need help');
    expect(await first.getByRole('link', { name: 'Call Max Adeyemi' }).getAttribute('href')).toBe(
      'tel:6155550190',
    );
    await screenshotBoth(leader.page, 'alert-board');

    // The member's own view of the alert: the answer buttons and who needs help.
    const view = await member.context.newPage();
    await view.goto(alertPath);
    await view.getByRole('button', { name: 'Not on site' }).waitFor();
    expect(await view.getByRole('list', { name: 'Need help' }).textContent()).toContain('Max Adeyemi');
    await screenshotBoth(view, 'alert-answer');
    await view.close();

    // The all-clear reaches the member's screen.
    await leader.page
      .getByRole('textbox', { name: 'All clear note (optional)' })
      .fill('Area checked, all safe');
    await leader.page.getByRole('button', { name: 'All clear' }).click();
    await leader.page.getByRole('status').filter({ hasText: 'Area checked, all safe' }).waitFor();
    const allClear = member.page.getByRole('dialog', { name: 'All clear' });
    await allClear.getByText('Area checked, all safe').waitFor({ timeout: 10_000 });
    await screenshotBoth(member.page, 'alert-all-clear');

    // The list: the closed alert with its final counts.
    await leader.page.goto('/alerts');
    const past = leader.page.getByRole('list', { name: 'Past' });
    await past.getByText('Lockdown').waitFor();
    expect(await past.textContent()).toContain('Need help: 1');
    await screenshotBoth(leader.page, 'alerts-list');

    // The owner's dashboard has the button too, and only the owner may tell the region.
    const owner = await browser.newPage('desktop');
    const { token, type, subscriptions_id } = accounts().alertOwner;
    await withStoredSession(owner.context, { token, type, subscriptions_id });
    await owner.page.goto('/dashboard');
    await owner.page.getByRole('link', { name: 'Alert', exact: true }).click();
    expect(await settledPath(owner.page, '/send-alert')).toBe('/send-alert');
    await owner.page.getByRole('radio', { name: 'My team and nearby places of worship' }).check();
    await owner.page.getByRole('textbox', { name: /^Radius/ }).waitFor();
    await screenshotBoth(owner.page, 'send-alert-owner');

    // The team list marks the leader; the edit form shows the choice.
    await owner.page.goto('/sub-users');
    const team = owner.page.getByRole('list', { name: 'Sub users' });
    await team.getByText('Leah Adeyemi').waitFor();
    const leah = team.getByRole('listitem').filter({ hasText: 'Leah Adeyemi' });
    expect(await leah.textContent()).toContain('Team leader');
    expect(await team.getByRole('listitem').filter({ hasText: 'Max Adeyemi' }).textContent()).not.toContain(
      'Team leader',
    );
    await screenshotBoth(owner.page, 'sub-users-leader');
    await leah.getByRole('link', { name: 'Edit Leah Adeyemi' }).click();
    const yes = owner.page
      .getByRole('radiogroup', { name: /Team leader/ })
      .getByRole('radio', { name: 'Yes' });
    await yes.waitFor();
    expect(await yes.isChecked()).toBe(true);
    await screenshotBoth(owner.page, 'edit-subuser-leader');
  }, 90_000);
});

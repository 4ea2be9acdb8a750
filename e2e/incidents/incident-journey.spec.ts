import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../apps/api/test/risk/pdf-text';
import { accounts, type StoredSession, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { signedInTeamMember } from '../members';
import { screenshotBoth } from '../screenshots';
import { photo } from '../test-pictures';

/**
 * spec 03 §3: a member files an incident with a photo from a 360 px phone; a leader adds a
 * follow-up and closes it; the owner downloads the PDF, which reads as the incident.
 */
describe('incident reports', () => {
  const browser = useBrowser();
  const sessions: { leader?: StoredSession; member?: StoredSession } = {};

  beforeAll(async () => {
    const owner = accounts().longListOwner.token;
    sessions.leader = await signedInTeamMember(owner, 'Lydia', 'Yes', 'Okafor');
    sessions.member = await signedInTeamMember(owner, 'Marcus', 'No', 'Okafor');
  });

  it('is filed from a phone with a photo, followed up and closed by a leader, and read as a PDF', async () => {
    if (!sessions.leader || !sessions.member) throw new Error('no team');
    const member = await browser.newPage('phone');
    await withStoredSession(member.context, sessions.member);

    // One tap from the dashboard, and the bottom bar has it too.
    await member.page.goto('/subuser-dashboard');
    await member.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(
      await member.page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Report' })
        .count(),
    ).toBe(1);
    await member.page.getByRole('link', { name: 'Report incident' }).click();
    expect(await settledPath(member.page, '/report-incident')).toBe('/report-incident');
    const send = member.page.getByRole('button', { name: 'Send report' });
    await send.waitFor();

    // Sent empty: the spec's words under the fields.
    await send.click();
    await member.page.getByText('Please select category').waitFor();
    await member.page.getByText('Please select severity').waitFor();

    // 'Now' is the default time; the camera opens directly for a photo.
    const time = member.page.getByRole('textbox', { name: 'Time' });
    expect(await time.inputValue()).toMatch(/^\d{2}:\d{2}$/);
    const camera = member.page.locator('input[type="file"][capture="environment"]');
    expect(await camera.count()).toBe(1);
    await member.page.locator('label', { hasText: /^Theft$/ }).click();
    await member.page.locator('label', { hasText: /^High$/ }).click();
    await member.page.getByRole('textbox', { name: 'Title' }).fill('Handbag taken from the coat room');
    await member.page
      .getByRole('textbox', { name: 'What happened' })
      .fill('A visitor reported her handbag missing from the coat room after the 11:00 service.');
    await member.page.getByPlaceholder('e.g. North parking lot').fill('Coat room by the west entrance');
    const picture = await photo('coat-room.png', 'Coat room');
    await camera.setInputFiles({ name: picture.name, mimeType: picture.mimeType, buffer: picture.buffer });
    await member.page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await member.page.getByRole('switch', { name: 'Police called?' }).check({ force: true });
    await member.page.getByRole('textbox', { name: 'Police report number' }).fill('NPD-26-118');
    await member.page.getByText('Only the owner, team leaders and you can see it.').waitFor();
    await screenshotBoth(member.page, 'report-incident');
    await send.click();
    await member.page.waitForURL(/\/incidents\/[0-9a-f-]+$/);
    const incidentPath = new URL(member.page.url()).pathname;
    await member.page.getByRole('heading', { name: 'Handbag taken from the coat room' }).waitFor();
    await member.page.getByRole('button', { name: /^Photo 1 of Handbag taken from the coat room/ }).waitFor();
    // a member who is no leader cannot close it
    expect(await member.page.getByRole('form', { name: 'Close incident' }).count()).toBe(0);
    await screenshotBoth(member.page, 'incident-member');

    // The leader finds it in the list, adds a follow-up and closes it.
    const leader = await browser.newPage('desktop');
    await withStoredSession(leader.context, sessions.leader);
    await leader.page.goto('/incidents');
    const list = leader.page.getByRole('list', { name: 'Incidents' });
    await list.getByText('Handbag taken from the coat room').waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('High');
    await screenshotBoth(leader.page, 'incidents-list');
    await list.getByText('Handbag taken from the coat room').click();
    await leader.page.waitForURL(`**${incidentPath}`);
    await leader.page
      .getByRole('textbox', { name: 'Follow-up' })
      .fill('Checked the lobby camera: a man in a red cap.');
    await leader.page.getByRole('button', { name: 'Add follow-up' }).click();
    const timeline = leader.page.getByRole('list', { name: 'Follow-ups' });
    await timeline.getByText('Checked the lobby camera: a man in a red cap.').waitFor();
    expect(await timeline.textContent()).toContain('Lydia Okafor');
    await leader.page
      .getByRole('textbox', { name: 'Closing note' })
      .fill('Bag recovered in the parking lot; police informed.');
    await leader.page
      .getByRole('form', { name: 'Close incident' })
      .getByRole('button', { name: 'Close' })
      .click();
    await leader.page.getByText('Bag recovered in the parking lot; police informed.').waitFor();
    await leader.page.getByRole('button', { name: 'Add follow-up' }).waitFor();
    await screenshotBoth(leader.page, 'incident-closed');

    // The owner downloads the PDF: someone outside the team reads the incident in it.
    const owner = await browser.newPage('desktop');
    const { token, type, subscriptions_id } = accounts().longListOwner;
    await withStoredSession(owner.context, { token, type, subscriptions_id });
    await owner.page.goto(incidentPath);
    await owner.page.getByRole('heading', { name: 'Handbag taken from the coat room' }).waitFor();
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^incident-fixture-chapel-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const file = await download.path();
    const text = (await pdfPages(await fs.readFile(file))).join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Incident report',
      'Fixture Chapel',
      'Handbag taken from the coat room',
      'High · Theft',
      'Coat room by the west entrance',
      'NPD-26-118',
      'Marcus Okafor',
      'Checked the lobby camera: a man in a red cap.',
      'Lydia Okafor',
      'Bag recovered in the parking lot; police informed.',
      'Page 1 of',
    ])
      expect(text).toContain(expected);
    if (process.env.SCREENSHOTS_DIR)
      await fs.copyFile(file, path.join(process.env.SCREENSHOTS_DIR, 'incident-report.pdf'));
  }, 90_000);
});

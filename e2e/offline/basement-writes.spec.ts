import { randomUUID } from 'node:crypto';
import type { MyDuty } from '@faith-shield/contract/duty-roster/roster-fields';
import type { AttendanceSheet } from '@faith-shield/contract/events/get-attendance-sheet';
import type { IncidentDetail, IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import type { TeamChannel } from '@faith-shield/contract/team-channel/get-team-channel';
import { describe, expect, it } from 'vitest';
import { addEventAs, utcRow } from '../events/helpers';
import { useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { callAs, signedInPage } from '../subscriptions/subscription-helpers';
import { photo } from '../test-pictures';

/**
 * Works in the basement (spec 03 §3): with no signal a member records a headcount, checks in at
 * a post, files an incident with a photo and posts a team message with a photo; each shows as
 * waiting, the header counts them, a reload keeps them, and once the network returns each
 * lands once and the count clears.
 */
describe('the writes a member makes with no signal', () => {
  const browser = useBrowser({ serviceWorkers: 'allow' });

  it('wait on the phone through a reload and land once each when the network returns', {
    timeout: 240_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const team = await callAs<{ id: string; name: string }[]>('offlineOwner', 'get_sub_user');
    const memberIds = (team.data ?? []).map((member) => member.id);
    const memberId = memberIds[0] ?? '';
    const [event] = await addEventAs('offlineOwner', {
      title: `Basement Vigil ${tag}`,
      description: 'Downstairs, no signal.',
      event_categories: 'Special Event',
      security: 'No',
      sub_user_id: JSON.stringify(memberIds),
      time_zone: 'UTC',
      date_array: JSON.stringify([utcRow(new Date(Date.now() + 30 * 60_000))]),
    });
    const eventId = event?.id ?? '';
    const post = await callAs<{ id: string }>('offlineOwner', 'add_post', { name: `Boiler room ${tag}` });
    expect(post.status).toBe(1);
    const duty = await callAs<{ id: string }>('offlineOwner', 'assign_duty', {
      event_id: eventId,
      post_id: post.data?.id ?? '',
      user_id: memberId,
    });
    expect(duty.message).toBeTruthy();
    expect(duty.status).toBe(1);

    // one visit, online: each screen once; the service worker installs
    const { page, context } = await signedInPage(browser, 'offlineMember');
    await page.goto('/my-duties');
    await page.getByRole('article', { name: new RegExp(`Boiler room ${tag}`) }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`/subuser-event-attendance/${eventId}`);
    await page.getByRole('textbox', { name: 'Number' }).waitFor();
    // the kept answers are written a moment after they arrive (throttled): the event's is kept
    // before the next page replaces this one
    await page.waitForTimeout(1_000);
    await page.goto('/incidents');
    await page.getByRole('link', { name: 'Report incident' }).waitFor();
    await page.goto('/report-incident');
    await page.getByRole('button', { name: 'Send report' }).waitFor();
    await page.goto('/subuser-chat-detail?tab=team');
    await page.getByRole('log', { name: 'Team messages' }).waitFor();
    // the kept answers are written a moment after they arrive
    await page.waitForTimeout(1_000);

    await context.setOffline(true);

    // a headcount
    await page.goto(`/subuser-event-attendance/${eventId}`);
    await page.getByRole('textbox', { name: 'Number' }).fill('23');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your headcount: 23').waitFor();

    // a check-in at the post
    await page.goto('/my-duties');
    const card = page.getByRole('article', { name: new RegExp(`Boiler room ${tag}`) });
    await card.getByRole('button', { name: 'Check in' }).click();
    await card.getByText('waiting to send').waitFor();
    expect(await card.getByRole('button', { name: 'Check in' }).count()).toBe(0);
    await page.getByRole('button', { name: '2 waiting to send' }).waitFor();
    await screenshotBoth(page, 'offline-check-in-waiting');

    // an incident with a photo
    await page.goto('/report-incident');
    await page.locator('label', { hasText: /^Fire or hazard$/ }).click();
    await page.locator('label', { hasText: /^Low$/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(`Water on the boiler room floor ${tag}`);
    await page.getByRole('textbox', { name: 'What happened' }).fill('A slow leak under the boiler.');
    await page.getByPlaceholder('e.g. North parking lot').fill('Boiler room');
    const picture = await photo('leak.png', 'Leak');
    await page
      .locator('input[type="file"][capture="environment"]')
      .setInputFiles({ name: picture.name, mimeType: picture.mimeType, buffer: picture.buffer });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.waitForURL(/\/incidents$/);
    await page.getByText(`Incident: Water on the boiler room floor ${tag}`).waitFor();
    await page.getByRole('button', { name: '3 waiting to send' }).waitFor();
    await screenshotBoth(page, 'offline-incident-waiting');

    // a team message with a photo
    await page.goto('/subuser-chat-detail?tab=team');
    const thread = page.getByRole('log', { name: 'Team messages' });
    await page.getByLabel('Choose photos').setInputFiles(await photo('stairs.png', 'Stairs'));
    await page.getByRole('img', { name: 'Attachment 1 to send' }).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill(`In the basement, all calm ${tag}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByText('Waiting to send').waitFor();
    await thread.getByRole('button', { name: /Attachment 1 of 1/ }).waitFor();
    await page.getByRole('button', { name: '4 waiting to send' }).waitFor();
    await screenshotBoth(page, 'offline-team-message-waiting');

    // a reload with no network keeps all four, the photos with them
    await page.reload();
    await thread.getByText(`In the basement, all calm ${tag}`).waitFor();
    await thread.getByText('Waiting to send').waitFor();
    await thread.getByRole('button', { name: /Attachment 1 of 1/ }).waitFor();
    await page.getByRole('button', { name: '4 waiting to send' }).click();
    const list = page.getByRole('dialog', { name: 'Waiting to send' });
    for (const label of ['Headcount', 'Check-in', 'Incident report', 'Team message'])
      await list.getByText(label, { exact: true }).waitFor();
    expect(await list.getByText('waiting to send', { exact: true }).count()).toBe(4);
    await screenshotBoth(page, 'offline-four-waiting');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    // nothing reached the server yet
    const incidentsBefore = await callAs<IncidentSummary[]>('offlineOwner', 'get_incidents');
    expect((incidentsBefore.data ?? []).filter((each) => each.title.endsWith(tag))).toHaveLength(0);

    await context.setOffline(false);
    await page
      .getByRole('button', { name: /waiting to send/ })
      .waitFor({ state: 'detached', timeout: 30_000 });
    // the thread shows it as sent, once
    await thread.locator('[data-state="sent"]', { hasText: `In the basement, all calm ${tag}` }).waitFor();
    expect(await thread.getByText(`In the basement, all calm ${tag}`).count()).toBe(1);

    // each landed once, read back through the API
    const sheet = await callAs<AttendanceSheet>('offlineOwner', 'get_attendance_sheet', {
      event_id: eventId,
    });
    expect(sheet.data?.total).toBe(23);
    const duties = await callAs<MyDuty[]>('offlineMember', 'my_duties');
    const mine = (duties.data ?? []).find((each) => each.id === duty.data?.id);
    expect(mine?.checked_in_at).toBeTruthy();
    const incidents = await callAs<IncidentSummary[]>('offlineOwner', 'get_incidents');
    const filed = (incidents.data ?? []).filter((each) => each.title.endsWith(tag));
    expect(filed).toHaveLength(1);
    const detail = await callAs<IncidentDetail>('offlineOwner', 'get_incident_detail', {
      id: filed[0]?.id ?? '',
    });
    expect(detail.data?.images).toHaveLength(1);
    const channel = await callAs<TeamChannel>('offlineOwner', 'get_team_channel');
    const posted = (channel.data?.messages ?? []).filter((each) => each.message.endsWith(tag));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.images).toHaveLength(1);

    // a reload online sends nothing again
    await page.reload();
    await thread.getByText(`In the basement, all calm ${tag}`).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('button', { name: /waiting to send/ }).count()).toBe(0);
    const again = await callAs<TeamChannel>('offlineOwner', 'get_team_channel');
    expect((again.data?.messages ?? []).filter((each) => each.message.endsWith(tag))).toHaveLength(1);
    await context.close();
  });
});

import type { AttendanceSheet } from '@faith-shield/contract/events/get-attendance-sheet';
import { describe, expect, it } from 'vitest';
import { addEventAs, utcRow } from '../events/helpers';
import { useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { callAs, signedInPage } from '../subscriptions/subscription-helpers';

const TITLE = 'Basement Youth Night';

/**
 * Works in the basement (spec 03 §3): after one visit the app opens with no network, draws the
 * member's events as last read ('offline — as of …'), takes a headcount as waiting to send,
 * keeps it through a reload, and sends it once when the network returns.
 */
describe('a headcount made with no signal', () => {
  const browser = useBrowser({ serviceWorkers: 'allow' });

  it('opens offline, waits with the headcount, and lands it once online', { timeout: 180_000 }, async () => {
    const team = await callAs<{ id: string }[]>('offlineOwner', 'get_sub_user');
    const memberIds = (team.data ?? []).map((member) => member.id);
    const [event] = await addEventAs('offlineOwner', {
      title: TITLE,
      description: 'Downstairs, no signal.',
      event_categories: 'Special Event',
      security: 'No',
      sub_user_id: JSON.stringify(memberIds),
      time_zone: 'UTC',
      date_array: JSON.stringify([utcRow(new Date(Date.now() + 3_600_000))]),
    });
    const eventId = event?.id ?? '';

    // one visit, online: the list and the event's screen; the service worker installs
    const { page, context } = await signedInPage(browser, 'offlineMember');
    await page.goto('/subuser-events');
    await page.getByText(TITLE).first().waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`/subuser-event-attendance/${eventId}`);
    await page.getByRole('textbox', { name: 'Number' }).waitFor();
    // the kept answers are written a moment after they arrive
    await page.waitForTimeout(1_000);

    await context.setOffline(true);
    await page.goto('/subuser-events');
    await page.getByText(TITLE).first().waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /offline — as of \d\d:\d\d/ })
          .count(),
      )
      .toBe(1);
    await screenshotBoth(page, 'offline-events-list');

    await page.goto(`/subuser-event-attendance/${eventId}`);
    await page.getByRole('textbox', { name: 'Number' }).fill('17');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your headcount: 17').waitFor();
    await page.getByText('waiting to send').first().waitFor();
    await page.getByRole('button', { name: '1 waiting to send' }).waitFor();
    await screenshotBoth(page, 'offline-headcount-waiting');
    await page.getByRole('button', { name: '1 waiting to send' }).click();
    const list = page.getByRole('dialog', { name: 'Waiting to send' });
    await list.getByText('Headcount').waitFor();
    await screenshotBoth(page, 'offline-waiting-list');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    // a reload with no network keeps it
    await page.reload();
    await page.getByText('Your headcount: 17').waitFor();
    await page.getByRole('button', { name: '1 waiting to send' }).waitFor();
    // Whether the server has it yet is not asked here: Chromium's offline emulation lets a
    // request through now and then (about one run in ten here, seen by no Playwright event),
    // as a real phone's last bar of signal can deliver a write whose answer is lost. Either
    // way it waits on the phone and lands once, which is what is checked below.

    await context.setOffline(false);
    await page
      .getByRole('button', { name: '1 waiting to send' })
      .waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => page.getByText('Your headcount: 17').count()).toBe(0);
    const sheet = await callAs<AttendanceSheet>('offlineOwner', 'get_attendance_sheet', {
      event_id: eventId,
    });
    expect(sheet.data?.total).toBe(17);
    const counted = (sheet.data?.rows ?? []).filter((row) => row.total_person > 0);
    expect(counted.map((row) => row.total_person)).toEqual([17]);

    // sent again on a reload after landing: nothing waits, nothing more is written
    await page.reload();
    await page.getByRole('textbox', { name: 'Number' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('button', { name: /waiting to send/ }).count()).toBe(0);
    const after = await callAs<AttendanceSheet>('offlineOwner', 'get_attendance_sheet', {
      event_id: eventId,
    });
    expect(after.data?.total).toBe(17);
    await context.close();
  });

  it('a headcount refused once sent shows the server’s message and stays until discarded', {
    timeout: 180_000,
  }, async () => {
    const team = await callAs<{ id: string }[]>('offlineOwner', 'get_sub_user');
    const [event] = await addEventAs('offlineOwner', {
      title: 'Closed Before The Signal Came Back',
      description: 'Submitted by the owner meanwhile.',
      event_categories: 'Special Event',
      security: 'No',
      sub_user_id: JSON.stringify((team.data ?? []).map((member) => member.id)),
      time_zone: 'UTC',
      date_array: JSON.stringify([utcRow(new Date(Date.now() + 3_600_000))]),
    });
    const eventId = event?.id ?? '';
    const { page, context } = await signedInPage(browser, 'offlineMember');
    await page.goto(`/subuser-event-attendance/${eventId}`);
    await page.getByRole('textbox', { name: 'Number' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Number' }).fill('9');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your headcount: 9').waitFor();
    const closed = await callAs('offlineOwner', 'add_event_submit', { event_id: eventId });
    expect(closed.status).toBe(1);

    await context.setOffline(false);
    const refusal =
      'Not sent: The attendance of this event has been submitted: no more numbers can be added.';
    await page.getByText(refusal).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '1 waiting to send' }).waitFor();
    await screenshotBoth(page, 'offline-headcount-refused');
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByText(refusal).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /waiting to send/ }).count()).toBe(0);
    await context.close();
  });
});

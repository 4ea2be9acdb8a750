import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { callAs, signedInPage } from '../subscriptions/subscription-helpers';
import { addEventAs, utcRow } from './helpers';

const TITLE = 'Watch Night';

/**
 * The owner's attendance screen guards the count and the submit: a negative count or one over
 * 100,000 is refused under the field, and Submit, which closes attendance for the whole team,
 * asks first and names who has not entered a count. 'Extra security' shows wherever the event is
 * listed and in the team's notices.
 */
describe('attendance guard rails and the security flag', () => {
  const browser = useBrowser();

  it('refuses bad counts, confirms the submit naming who has not counted, and flags extra security', {
    timeout: 120_000,
  }, async () => {
    const team = await callAs<{ id: string; first_name: string }[]>('attendanceOwner', 'get_sub_user');
    const ids = (team.data ?? []).map((member) => member.id);
    expect(ids).toHaveLength(2);
    const [event] = await addEventAs('attendanceOwner', {
      title: TITLE,
      description: 'Doors at 11 pm.',
      event_categories: 'Special Event',
      security: 'Yes',
      sub_user_id: JSON.stringify(ids),
      time_zone: 'UTC',
      // two dates: the dashboard's carousel shows its arrows
      date_array: JSON.stringify([
        utcRow(new Date(Date.now() + 2 * 86_400_000)),
        utcRow(new Date(Date.now() + 9 * 86_400_000)),
      ]),
    });
    const eventId = event?.id ?? '';
    const counted = await callAs('attendanceMember1', 'add_event_attendance', {
      event_id: eventId,
      attendance_count: 12,
    });
    expect(counted.status).toBe(1);

    // a member is told, with the flag
    const member = await signedInPage(browser, 'attendanceMember2');
    await member.page.goto('/subuser-notification');
    await member.page.getByText(/Extra security is needed\./).waitFor();
    await member.page.goto('/subuser-dashboard');
    await member.page
      .getByRole('region', { name: 'Upcoming Events', exact: true })
      .getByText('Extra security')
      .first()
      .waitFor();
    await member.context.close();

    const { page, context } = await signedInPage(browser, 'attendanceOwner');
    await page.goto('/events');
    const row = page.getByRole('listitem').filter({ hasText: TITLE });
    await row.first().getByText('Extra security').first().waitFor();
    await screenshotBoth(page, 'events-list-extra-security');
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Upcoming Events', exact: true })
      .getByText('Extra security')
      .first()
      .waitFor();
    await screenshotBoth(page, 'dashboard-carousel-extra-security');

    await page.goto(`/event-attendance/${eventId}`);
    await expect.poll(() => page.getByTestId('attendance-total').textContent()).toBe('12');
    const count = page.getByLabel(/^Number/);
    const save = page.getByRole('button', { name: 'Save My Count' });
    await count.fill('-5');
    await save.click();
    await page.getByText('Count cannot be negative', { exact: true }).waitFor();
    await screenshotBoth(page, 'event-attendance-negative');
    await count.fill('200000');
    await save.click();
    await page.getByText('Count must be 100,000 or less', { exact: true }).waitFor();
    await count.fill('4');
    await save.click();
    await expect.poll(() => page.getByTestId('attendance-total').textContent()).toBe('16');

    // Submit asks first; Cancel leaves attendance open
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit attendance for the whole team?' });
    const notYet = confirm.getByRole('list', { name: 'Not entered their count yet' });
    await notYet.getByText('Fixture attendanceMember2').waitFor();
    expect(await notYet.getByRole('listitem').count()).toBe(1);
    await screenshotBoth(page, 'event-attendance-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const sheet = await callAs<{ status: number }>('attendanceOwner', 'get_attendance_sheet', {
      event_id: eventId,
    });
    expect(sheet.data?.status).toBe(0);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await confirm.getByRole('button', { name: 'Submit attendance' }).click();
    expect(await settledPath(page, `/attendance-sheet/${eventId}`)).toBe(`/attendance-sheet/${eventId}`);
    await expect.poll(() => page.getByTestId('sheet-total').textContent()).toBe('16');
    await context.close();
  });
});

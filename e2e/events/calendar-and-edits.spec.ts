import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../sub-users/helpers';
import { callAs, signedInPage } from '../subscriptions/subscription-helpers';
import { addEventAs, localDay, utcRow } from './helpers';

const HOUR = 3_600_000;

describe('event times, calendars, edits and reminders', () => {
  const browser = useBrowser();

  it('shows the times in the viewer’s zone and gives the calendars the event’s UTC times', async () => {
    // Entered in Chicago: 10:00–12:00 CST on 6 Dec 2030 is 16:00–18:00 UTC, 21:30 in Kolkata.
    const [event] = await addEventAs('eventsScreensOwner', {
      title: 'Advent Service',
      description: 'Candles, carols; doors at 9:30.',
      sub_user_id: 'Other',
      time_zone: 'America/Chicago',
      date_array: JSON.stringify([
        { start_date: '2030-12-06', start_time: '10:00', end_date: '2030-12-06', end_time: '12:00' },
      ]),
    });
    const { page, context } = await signedInPage(browser, 'eventsScreensOwner');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Kolkata' });
    await page.goto('/events');
    const row = page.getByRole('listitem').filter({ hasText: 'Advent Service' });
    await row.getByText('06-Dec-2030 09:30 PM').waitFor();

    await row.getByRole('button', { name: 'Add To Calendar: Advent Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add To Calendar' });
    await dialog.getByText('06-Dec-2030 09:30 PM – 06-Dec-2030 11:30 PM').waitFor();
    const google = new URL(
      (await dialog.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')) ?? '',
    );
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20301206T160000Z/20301206T180000Z');
    expect(google.searchParams.get('text')).toBe('Advent Service');
    // The place by name and street address, not the ZIP code's centre the lookup stored.
    const place = 'Fixture Chapel eventsScreensOwner, 410 Congress Ave, Austin, TX 78701';
    expect(google.searchParams.get('location')).toBe(place);
    const office = new URL(
      (await dialog.getByRole('link', { name: 'Microsoft Office' }).getAttribute('href')) ?? '',
    );
    expect(office.hostname).toBe('outlook.office.com');
    expect(office.searchParams.get('startdt')).toBe('2030-12-06T16:00:00Z');
    expect(office.searchParams.get('enddt')).toBe('2030-12-06T18:00:00Z');
    expect(office.searchParams.get('location')).toBe(place);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download .ics file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('advent-service.ics');
    const ics = await fs.readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('DTSTART:20301206T160000Z\r\n');
    expect(ics).toContain('DTEND:20301206T180000Z\r\n');
    expect(ics).toContain('SUMMARY:Advent Service\r\n');
    expect(ics).toContain('DESCRIPTION:Candles\\, carols\\; doors at 9:30.\r\n');
    expect(ics).toContain(`UID:${event?.id}@faithshield`);
    expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${place.replace(/,/g, '\\,')}\r\n`);
    await screenshotBoth(page, 'add-to-calendar');
    await context.close();
  });

  it('the owner edits an event: the spec’s messages, then a new time the member is told of', async () => {
    const team = await callAs<{ id: string; last_name: string }[]>('eventsScreensOwner', 'get_sub_user');
    const memberId = team.data?.find((person) => person.last_name === 'eventsScreensMember')?.id ?? '';
    const [event] = await addEventAs('eventsScreensOwner', {
      title: 'Choir Rehearsal',
      description: 'Side door only.',
      sub_user_id: JSON.stringify([memberId]),
      time_zone: 'UTC',
      date_array: JSON.stringify([utcRow(new Date(Date.now() + 72 * HOUR))]),
    });
    const id = event?.id ?? '';
    const { page, context } = await signedInPage(browser, 'eventsScreensOwner');
    await page.goto(`/edit-event/${id}`);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Choir Rehearsal');
    await page.getByRole('combobox', { name: 'Sub users' }).waitFor();
    await page.getByLabel('Title').fill('');
    await page.getByLabel('Description').fill('');
    await page.getByLabel('Start time').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    for (const message of ['Please enter title', 'Please enter description', 'Please enter start time'])
      await page.getByText(message, { exact: true }).waitFor();
    await screenshotBoth(page, 'edit-event-errors');
    await page.getByLabel('Title').fill('Choir Rehearsal (moved)');
    await page.getByLabel('Description').fill('Side door only. Bring the keys.');
    await page.getByLabel('Start date').fill(localDay(5));
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('End date').fill(localDay(5));
    await page.getByLabel('End time').fill('21:00');
    await screenshotBoth(page, 'edit-event');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The event has been updated.').waitFor();
    expect(await settledPath(page, '/events')).toBe('/events');
    await page.getByRole('link', { name: 'Choir Rehearsal (moved)' }).first().waitFor();
    await context.close();

    const told = await callAs<{ title: string; event_id: string }[]>(
      'eventsScreensMember',
      'get_notifications',
    );
    expect(told.data?.map((notice) => notice.title)).toContain('Event time changed: Choir Rehearsal (moved)');
  });

  it('a reminder a day ahead reaches the owner’s notifications, and opens its event', async () => {
    const [event] = await addEventAs('eventsScreensOwner', {
      title: 'Night Watch',
      description: 'Two on the car park.',
      sub_user_id: 'Other',
      time_zone: 'UTC',
      date_array: JSON.stringify([utcRow(new Date(Date.now() + 3 * HOUR))]),
    });
    // the server looks for reminders due every second in these journeys
    await expect
      .poll(
        async () =>
          (await callAs<{ title: string }[]>('eventsScreensOwner', 'get_notifications')).data?.[0]?.title,
        {
          timeout: 15_000,
        },
      )
      .toBe('Reminder: Night Watch');
    const { page, context } = await signedInPage(browser, 'eventsScreensOwner');
    await page.goto('/notification');
    const notice = page.getByRole('link', { name: /Reminder: Night Watch/ });
    await notice.getByText(/Night Watch starts on/).waitFor();
    await screenshotBoth(page, 'notification');
    await notice.click();
    expect(await settledPath(page, `/view-events/${event?.id}`)).toBe(`/view-events/${event?.id}`);
    await page.getByRole('heading', { name: 'Night Watch' }).waitFor();
    await context.close();
  });

  // four owners' dashboards, each until the app is quiet
  it('events are for tiers 1 and 4: the menus show them there only', { timeout: 60_000 }, async () => {
    for (const [who, hasEvents] of [
      ['owner1', true],
      ['owner2', false],
      ['owner3', false],
    ] as const) {
      const { page, context } = await signedInPage(browser, who);
      await page.goto('/dashboard');
      const bar = page.getByRole('navigation', { name: 'Quick links' });
      await bar.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await bar.getByRole('link', { name: 'Events' }).count(), who).toBe(hasEvents ? 1 : 0);
      if (hasEvents) {
        await bar.getByRole('link', { name: 'Events' }).click();
        expect(await settledPath(page, '/add-events')).toBe('/add-events');
      } else {
        await page.goto('/events');
        expect(await settledPath(page, '/dashboard')).toBe('/dashboard');
      }
      await context.close();
    }
    const { page, context } = await signedInPage(browser, 'owner4', 'desktop');
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Events' }).first().click();
    expect(await settledPath(page, '/events')).toBe('/events');
    await context.close();
  });
});

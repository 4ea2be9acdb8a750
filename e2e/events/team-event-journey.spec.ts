import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../sub-users/helpers';
import { pathOf, signedInPage } from '../subscriptions/subscription-helpers';
import { choose, localDay, pngFile } from './helpers';

const TITLE = 'Harvest Vigil';
const MEMBERS = ['Fixture eventsMember1', 'Fixture eventsMember2'];

/** The id at the end of the page's path. */
const idOf = (page: Page) => pathOf(page).split('/').pop() ?? '';

/**
 * spec 02 §2–§5 and DESIGN.md §4b, whole: the owner plans a repeating event for two members;
 * each member is told, sees it, and records a headcount; the owner saves theirs and submits; the
 * sheet shows every row and the total.
 */
describe('an event, from plan to attendance sheet', () => {
  const browser = useBrowser();

  it('the owner creates a repeating event, the team is told and counts, the owner submits', {
    timeout: 240_000,
  }, async () => {
    const owner = await signedInPage(browser, 'eventsOwner');
    const ownerPage = owner.page;

    // Empty at first; the bottom bar's Events opens the form (tiers 1 and 4).
    await ownerPage.goto('/events');
    await ownerPage.getByText('No data found').waitFor();
    expect(await ownerPage.title()).toBe('Events | Faith Shield');
    await screenshotBoth(ownerPage, 'events-empty');
    await ownerPage
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Events' })
      .click();
    expect(await settledPath(ownerPage, '/add-events')).toBe('/add-events');

    // The spec's messages, each under its field.
    await ownerPage.getByRole('button', { name: 'Add Event' }).click();
    for (const message of [
      'Please enter sub user',
      'Please enter title',
      'Please enter description',
      'Please enter event date time',
    ])
      await ownerPage.getByText(message, { exact: true }).waitFor();
    await screenshotBoth(ownerPage, 'add-events-errors');

    // 'Other' hides the team, and gives it back unticked.
    await ownerPage.getByRole('checkbox', { name: /Other/ }).check();
    expect(await ownerPage.getByRole('textbox', { name: 'Sub users' }).count()).toBe(0);
    await ownerPage.getByRole('checkbox', { name: /Other/ }).uncheck();

    await ownerPage.getByLabel('Event image').setInputFiles(await pngFile());
    await choose(ownerPage, 'Sub users', MEMBERS);
    await ownerPage.getByLabel('Category').selectOption('Special Event');
    await ownerPage.getByLabel('Title').fill(TITLE);
    await ownerPage.getByLabel('Description').fill('Two at the doors, one in the car park.\nBring torches.');
    const first = ownerPage.getByRole('group', { name: 'Date and time' });
    await first.getByLabel('Start date').fill(localDay(3));
    await first.getByLabel('Start time').fill('18:00');
    await first.getByLabel('End date').fill(localDay(3));
    await first.getByLabel('End time').fill('21:00');
    await ownerPage.getByRole('button', { name: 'Repeat' }).click();
    const second = ownerPage.getByRole('group', { name: 'Date and time 2' });
    expect(await second.getByLabel('Start date').inputValue()).toBe(localDay(10));
    expect(await second.getByLabel('End time').inputValue()).toBe('21:00');
    // a third row, deleted again
    await ownerPage.getByRole('button', { name: 'Repeat' }).click();
    await ownerPage.getByRole('button', { name: 'Delete date and time 3' }).click();
    expect(await ownerPage.getByRole('group', { name: 'Date and time 3' }).count()).toBe(0);
    await ownerPage.getByRole('radio', { name: 'Yes' }).check();
    await screenshotBoth(ownerPage, 'add-events-filled');
    await ownerPage.getByRole('button', { name: 'Add Event' }).click();
    await ownerPage.getByText('The events have been added.').waitFor();
    expect(await settledPath(ownerPage, '/events')).toBe('/events');
    const list = ownerPage.getByRole('list', { name: 'Events' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await screenshotBoth(ownerPage, 'events-list');

    // Each member: the notification, which opens the first date; the list; their headcount.
    const counts = [35, 20];
    let eventId = '';
    for (const [index, who] of (['eventsMember1', 'eventsMember2'] as const).entries()) {
      const member = await signedInPage(browser, who);
      const page = member.page;
      await page.goto('/subuser-notification');
      const notice = page.getByRole('link', { name: new RegExp(`New event: ${TITLE}`) });
      await notice.getByText(/You are on the team for 2 dates of Harvest Vigil/).waitFor();
      if (index === 0) await screenshotBoth(page, 'subuser-notification');
      await notice.click();
      await page.waitForURL(/\/subuser-view-events\//);
      eventId = idOf(page);
      await page.getByRole('heading', { name: TITLE }).waitFor();
      await page.getByText(MEMBERS.join(', ')).waitFor();
      await page.getByText('Special Event').waitFor();
      expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
      if (index === 0) await screenshotBoth(page, 'subuser-view-events');

      await page.goto('/subuser-events');
      const theirs = page.getByRole('list', { name: 'Events' });
      await expect.poll(() => theirs.getByRole('listitem').count()).toBe(2);
      if (index === 0) await screenshotBoth(page, 'subuser-events');
      await page
        .getByRole('link', { name: `Attendance of ${TITLE}` })
        .first()
        .click();
      expect(await settledPath(page, `/subuser-event-attendance/${eventId}`)).toBe(
        `/subuser-event-attendance/${eventId}`,
      );
      await page.getByLabel(/^Number/).fill(String(counts[index]));
      if (index === 0) await screenshotBoth(page, 'subuser-event-attendance');
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(await settledPath(page, `/subuser-attendance-sheet/${eventId}`)).toBe(
        `/subuser-attendance-sheet/${eventId}`,
      );
      const row = page.getByRole('row', { name: new RegExp(who) });
      await row.getByText('Running').waitFor();
      await row.getByText(String(counts[index])).waitFor();
      if (index === 1) await screenshotBoth(page, 'subuser-attendance-sheet');
      await page.getByRole('link', { name: 'Done' }).click();
      expect(await settledPath(page, '/subuser-events')).toBe('/subuser-events');

      // their dashboard's carousel holds the two dates
      await page.goto('/subuser-dashboard');
      const carousel = page.getByRole('region', { name: 'Upcoming Events' });
      await carousel.getByText(TITLE).first().waitFor();
      if (index === 0) await screenshotBoth(page, 'subuser-dashboard');
      await member.context.close();
    }

    // The owner adds their own numbers, sees the total, and submits.
    await ownerPage.goto(`/view-events/${eventId}`);
    await ownerPage.getByRole('heading', { name: TITLE }).waitFor();
    await screenshotBoth(ownerPage, 'view-events');
    await ownerPage.getByRole('link', { name: 'Attendance' }).click();
    expect(await settledPath(ownerPage, `/event-attendance/${eventId}`)).toBe(`/event-attendance/${eventId}`);
    await expect.poll(() => ownerPage.getByTestId('attendance-total').textContent()).toBe('55');
    await ownerPage.getByLabel(/^Number/).fill('5');
    await ownerPage.getByRole('button', { name: 'Save My Count' }).click();
    await expect.poll(() => ownerPage.getByTestId('attendance-total').textContent()).toBe('60');
    await screenshotBoth(ownerPage, 'event-attendance');
    await ownerPage.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = ownerPage.getByRole('dialog', { name: 'Submit attendance for the whole team?' });
    await confirm.getByText('Everyone on the team has entered their count.').waitFor();
    await confirm.getByRole('button', { name: 'Submit attendance' }).click();
    expect(await settledPath(ownerPage, `/attendance-sheet/${eventId}`)).toBe(`/attendance-sheet/${eventId}`);
    await expect.poll(() => ownerPage.getByTestId('sheet-total').textContent()).toBe('60');
    const rows = ownerPage.getByRole('table', { name: 'Attendance by person' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    expect((await rows.allTextContents()).slice(1).map((text) => text.replace(/^[A-Z]{1,2}/, ''))).toEqual([
      'Fixture eventsMember1Summitted35',
      'Fixture eventsMember2Summitted20',
      'Fixture eventsOwnerSummitted5',
    ]);
    await screenshotBoth(ownerPage, 'attendance-sheet');

    // Submitted: the entry screen sends the owner back to the list, whose Attendance opens the sheet.
    await ownerPage.goto(`/event-attendance/${eventId}`);
    expect(await settledPath(ownerPage, '/events')).toBe('/events');
    const submittedRow = ownerPage.getByRole('listitem').filter({ hasText: 'Attendance submitted' });
    expect(
      await submittedRow.getByRole('link', { name: `Attendance of ${TITLE}` }).getAttribute('href'),
    ).toBe(`/attendance-sheet/${eventId}`);

    // The dashboard's carousel: one at a time, looping, its slides open the event.
    await ownerPage.goto('/dashboard');
    const carousel = ownerPage.getByRole('region', { name: 'Upcoming Events' });
    await carousel.getByText(TITLE).first().waitFor();
    await screenshotBoth(ownerPage, 'dashboard-carousel');
    await owner.context.close();
  });
});

import type { SessionData } from '@faith-shield/contract/accounts/login';
import type { Event } from '@faith-shield/contract/events/event-fields';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../accounts/helpers';
import { accounts, baseUrl, type StoredSession, useBrowser, withStoredSession } from '../fixtures';
import { screenshotBoth } from '../screenshots';
import { photo } from '../test-pictures';

const PASSWORD = 'Usher#2026r';

const call = async <T>(token: string | null, name: string, fields: Record<string, string> | FormData) => {
  const body =
    fields instanceof FormData ? fields : new URLSearchParams(token ? { token, ...fields } : fields);
  if (fields instanceof FormData && token) fields.set('token', token);
  const answer = (await (
    await fetch(`${baseUrl()}/api/${name}`, { method: 'POST', body })
  ).json()) as Envelope<T>;
  if (answer.status !== 1 || answer.data === undefined) throw new Error(`${name}: ${answer.message}`);
  return answer.data;
};

/** A sub user of the owner's team, added through the API, and their session. */
const addTeamMember = async (ownerToken: string, firstName: string): Promise<StoredSession> => {
  const email = uniqueEmail(firstName.toLowerCase());
  await call(ownerToken, 'add_sub_user', {
    first_name: firstName,
    last_name: 'Mensah',
    email,
    mobile: '6155550190',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    address: '22 Oak Avenue, Nashville, TN 37206',
    personal_lat: '36.1790',
    personal_long: '-86.7410',
    personal_area: '22 Oak Avenue',
    personal_state: 'TN',
    personal_city: 'Nashville',
    personal_zip_code: '37206',
  });
  const session = await call<SessionData>(null, 'login', { email, password: PASSWORD });
  return { token: session.token, type: session.type, subscriptions_id: session.subscriptions_id };
};

/** The member's own CPR & First Aid certificate, valid for years. */
const addCpr = async (token: string) => {
  const form = new FormData();
  form.set('token', token);
  for (const [key, value] of Object.entries({
    type: 'CPR & First Aid',
    licence_number: 'AHA-2291-X7',
    issue_date: '2025-01-10',
    expiration_date: '2030-01-10',
    description: 'American Heart Association BLS',
  }))
    form.set(key, value);
  const picture = await photo('cpr.png', 'CPR card');
  form.set('image', new Blob([new Uint8Array(picture.buffer)], { type: picture.mimeType }), picture.name);
  await call(token, 'add_certificate', form);
};

/** A service that starts in an hour: check-in is open (from 2 hours before). */
const addService = async (ownerToken: string) => {
  const start = new Date(Date.now() + 3_600_000);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const time = (date: Date) => date.toISOString().slice(11, 16);
  const [event] = await call<Event[]>(ownerToken, 'add_event', {
    event_categories: 'Main Service',
    title: 'Sunday Worship',
    description: 'Morning service',
    sub_user_id: 'Other',
    security: 'No',
    time_zone: 'UTC',
    date_array: JSON.stringify([
      { start_date: day(start), start_time: time(start), end_date: day(end), end_time: time(end) },
    ]),
  });
  if (!event) throw new Error('no event');
  return event.id;
};

const addPost = async (page: Page, name: string, certificate = 'None') => {
  await page.getByRole('button', { name: 'Add post' }).click();
  const form = page.getByRole('form', { name: 'Add post' });
  await form.getByLabel('Post name').fill(name);
  await form.getByLabel('Required certificate').selectOption(certificate);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('listitem', { name }).waitFor();
};

const assign = async (board: Page, post: string, member: string) => {
  await board.getByRole('listitem', { name: post }).getByRole('button', { name: 'Assign' }).click();
  const picker = board.getByRole('dialog', { name: `Assign: ${post}` });
  await picker.getByRole('button', { name: new RegExp(`^${member}`) }).click();
  await picker.waitFor({ state: 'detached' });
  await board.getByRole('listitem', { name: post }).getByText(member).waitFor();
};

/**
 * spec 03 §4: the owner lays out three posts and assigns the team; one member accepts and
 * another declines; the board shows one uncovered post; a member checks in on the day and the
 * owner's board shows it without a reload.
 */
describe('duty roster', () => {
  const browser = useBrowser();
  const team: { grace?: StoredSession; henry?: StoredSession; isaac?: StoredSession } = {};

  beforeAll(async () => {
    const owner = accounts().rosterOwner.token;
    team.grace = await addTeamMember(owner, 'Grace');
    team.henry = await addTeamMember(owner, 'Henry');
    team.isaac = await addTeamMember(owner, 'Isaac');
    await addCpr(team.isaac.token);
  });

  it('lays out posts, assigns, takes answers and shows check-in live', { timeout: 90_000 }, async () => {
    const { grace, henry, isaac } = team;
    if (!grace || !henry || !isaac) throw new Error('no team');
    const ownerSession = accounts().rosterOwner;
    const eventId = await addService(ownerSession.token);
    const owner = await browser.newPage('desktop');
    await withStoredSession(owner.context, ownerSession);

    await owner.page.goto('/posts');
    await owner.page.getByRole('heading', { name: 'Posts' }).waitFor();
    await owner.page.getByText('No data found').waitFor();
    await addPost(owner.page, 'Main door');
    await addPost(owner.page, 'Car park');
    await addPost(owner.page, 'First aid', 'CPR & First Aid');
    // the spec's message for a name taken
    await owner.page.getByRole('button', { name: 'Add post' }).click();
    const again = owner.page.getByRole('form', { name: 'Add post' });
    await again.getByLabel('Post name').fill('main door');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.getByText('A post with this name already exists').first().waitFor();
    await owner.page.keyboard.press('Escape');
    await screenshotBoth(owner.page, 'roster-posts');

    await owner.page.goto(`/view-events/${eventId}`);
    await owner.page.getByRole('tab', { name: 'Roster' }).click();
    const board = owner.page;
    await board.getByText('3 uncovered').waitFor();
    // the picker says who lacks the post's certificate, and does not let them be picked
    await board.getByRole('listitem', { name: 'First aid' }).getByRole('button', { name: 'Assign' }).click();
    const picker = board.getByRole('dialog', { name: 'Assign: First aid' });
    const graceRow = picker.getByRole('button', { name: /^Grace Mensah/ });
    await graceRow.getByText('This member has no valid CPR & First Aid certificate').waitFor();
    expect(await graceRow.isDisabled()).toBe(true);
    await screenshotBoth(owner.page, 'roster-assign-picker');
    await picker.getByRole('button', { name: /^Isaac Mensah/ }).click();
    await picker.waitFor({ state: 'detached' });
    await assign(board, 'Main door', 'Grace Mensah');
    await assign(board, 'Car park', 'Henry Mensah');

    // Grace accepts, Henry declines with a reason, Isaac accepts, each on their phone
    const answer = async (session: StoredSession, decline?: string) => {
      const member = await browser.newPage('phone');
      await withStoredSession(member.context, session);
      await member.page.goto('/subuser-dashboard');
      const duties = member.page.getByRole('region', { name: 'My duties' });
      await duties.getByText('Sunday Worship').waitFor();
      if (decline) {
        await duties.getByRole('button', { name: 'Decline' }).click();
        await duties.getByRole('button', { name: 'Decline' }).click();
        await duties.getByText('Please enter a reason').waitFor();
        await duties.getByLabel('Reason').fill(decline);
        await duties.getByRole('button', { name: 'Decline' }).click();
        await duties.getByText('Declined', { exact: true }).waitFor();
      } else {
        await duties.getByRole('button', { name: 'Accept' }).click();
        await duties.getByText('Accepted', { exact: true }).waitFor();
      }
      return member;
    };
    const gracePhone = await answer(grace);
    await screenshotBoth(gracePhone.page, 'roster-my-duties');
    await (await answer(henry, 'Away visiting family')).context.close();
    await (await answer(isaac)).context.close();

    await board.getByText('1 uncovered').waitFor();
    const carPark = board.getByRole('listitem', { name: 'Car park' });
    await carPark.getByText('Uncovered').waitFor();
    await carPark.getByText('“Away visiting family”').waitFor();
    // the uncovered post leads the board
    const first = board.getByRole('list', { name: 'Posts' }).getByRole('listitem').first();
    expect(await first.getAttribute('aria-label')).toBe('Car park');

    // Grace arrives and checks in; the owner's open board shows it without a reload
    await gracePhone.page.getByRole('button', { name: 'Check in' }).click();
    await gracePhone.page.getByText(/^Checked in at /).waitFor();
    await board
      .getByRole('listitem', { name: 'Main door' })
      .getByText(/^Checked in /)
      .waitFor({ timeout: 10_000 });
    await screenshotBoth(owner.page, 'roster-board');
    await screenshotBoth(gracePhone.page, 'roster-checked-in');

    // her away dates: the spec's messages, then the dates added to her list
    await gracePhone.page.goto('/my-duties');
    const away = gracePhone.page.getByRole('form', { name: 'Add away dates' });
    await away.getByRole('button', { name: 'Add away dates' }).click();
    await away.getByText('Please enter start date').waitFor();
    await away.getByLabel('Start date').fill('2030-06-02');
    await away.getByLabel('End date').fill('2030-06-01');
    await away.getByRole('button', { name: 'Add away dates' }).click();
    await away.getByText('End date must be on or after start date').waitFor();
    await away.getByLabel('End date').fill('2030-06-03');
    await away.getByLabel('Reason (optional)').fill('Family wedding');
    await away.getByRole('button', { name: 'Add away dates' }).click();
    await gracePhone.page.getByText('02 Jun, 2030 – 03 Jun, 2030').waitFor();
    await screenshotBoth(gracePhone.page, 'roster-away-dates');

    // her calendar feed (issue 39): subscribed from her profile, it lists her duty; a new link
    // stops the old one
    await gracePhone.page.goto('/subuser-profile');
    const calendar = gracePhone.page.getByRole('region', { name: 'My calendar' });
    const shown = calendar.getByLabel('Your calendar link');
    await shown.waitFor();
    const feedOf = (webcal: string) =>
      fetch(`${baseUrl()}${new URL(webcal.replace(/^webcal:/, 'http:')).pathname}`);
    const oldLink = await shown.inputValue();
    // the phone's calendar app takes the webcal:// link (headless Chromium has none to open)
    expect(await calendar.getByRole('link', { name: 'Subscribe in my calendar' }).getAttribute('href')).toBe(
      oldLink,
    );
    expect(oldLink).toMatch(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await feedOf(oldLink);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(await feed.text()).toContain('SUMMARY:Sunday Worship: Main door');
    await screenshotBoth(gracePhone.page, 'roster-calendar-feed');
    await calendar.getByRole('button', { name: 'Make a new link' }).click();
    await gracePhone.page
      .getByRole('dialog', { name: 'Make a new link' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await gracePhone.page.getByText('A new calendar link has been made.', { exact: false }).first().waitFor();
    await expect.poll(() => shown.inputValue()).not.toBe(oldLink);
    expect((await feedOf(oldLink)).status).toBe(404);
    expect((await feedOf(await shown.inputValue())).status).toBe(200);
    await gracePhone.context.close();
    await owner.context.close();
  });
});

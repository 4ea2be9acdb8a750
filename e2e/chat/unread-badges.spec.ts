import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../sub-users/helpers';
import { callAs, signedInPage } from '../subscriptions/subscription-helpers';
import { liveConnectionReady, messagesOf, profileOf, sendAs } from './chat-helpers';

/** Nothing unread for `who` to start from: every conversation opened, the notifications read. */
async function readEverything(who: 'chatOwner' | 'chatMember', partners: readonly string[]) {
  for (const id of partners) await callAs(who, 'get_chat', { id });
  await callAs(who, 'read_notifications');
}

/** A message arriving shows where the person looks: the menus' counts and the tab's title. */
describe('unread counts in the menus and the tab title', () => {
  const browser = useBrowser();

  it('an owner on a phone sees a member’s message counted on Chat and in the title, until it is read', async () => {
    const member = await profileOf('chatMember');
    const neighbour = await profileOf('chatNeighbour');
    const ruth = await profileOf('chatOwner');
    await readEverything('chatOwner', [member.id, neighbour.id]);
    const owner = await signedInPage(browser, 'chatOwner', 'phone');
    const ownerInApp = liveConnectionReady(owner.page);
    await owner.page.goto('/dashboard');
    await expect.poll(() => owner.page.title()).toBe('Dashboard | Faith Shield');
    const quickLinks = owner.page.getByRole('navigation', { name: 'Quick links' });
    await quickLinks.getByRole('link', { name: 'Chat', exact: true }).waitFor();
    await ownerInApp;

    await sendAs('chatMember', ruth.id, 'The east door is unlocked');
    await quickLinks.getByRole('link', { name: 'Chat, 1 unread' }).waitFor({ timeout: 10_000 });
    // in the app, a message is not also a notification
    await expect.poll(() => owner.page.title()).toBe('(1) Dashboard | Faith Shield');
    await screenshotBoth(owner.page, 'unread-chat-owner-dashboard');

    // The menu holds Notification, and Chat with its count.
    await owner.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = owner.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Chat, 1 unread' }).waitFor();
    await menu.getByRole('link', { name: 'Notification' }).click();
    expect(await settledPath(owner.page, '/notification')).toBe('/notification');

    // Reading the conversation clears the count everywhere.
    await owner.page.goto(`/chat-detail/${member.id}`);
    await messagesOf(owner.page).getByText('The east door is unlocked').waitFor();
    await quickLinks.getByRole('link', { name: 'Chat', exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => owner.page.title()).not.toMatch(/^\(/);
    await owner.context.close();
  });

  it('a member counts a notification and a message told while away, and opening each clears it', async () => {
    const ruth = await profileOf('chatOwner');
    const member = await profileOf('chatMember');
    await readEverything('chatMember', [ruth.id]);
    // Sam is not connected: the message is a notification for Sam too.
    await sendAs('chatOwner', member.id, 'Team meeting at 7');
    const sam = await signedInPage(browser, 'chatMember', 'desktop');
    await sam.page.goto('/subuser-dashboard');
    const menu = sam.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Chat, 1 unread' }).waitFor({ timeout: 10_000 });
    await menu.getByRole('link', { name: 'Notification, 1 unread' }).waitFor();
    await expect.poll(() => sam.page.title()).toBe('(2) Dashboard | Faith Shield');
    await screenshotBoth(sam.page, 'unread-subuser-dashboard');

    await menu.getByRole('link', { name: 'Notification, 1 unread' }).click();
    expect(await settledPath(sam.page, '/subuser-notification')).toBe('/subuser-notification');
    await menu.getByRole('link', { name: 'Notification', exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => sam.page.title()).toMatch(/^\(1\) /);
    await menu.getByRole('link', { name: 'Chat, 1 unread' }).click();
    await messagesOf(sam.page).getByText('Team meeting at 7').waitFor();
    await menu.getByRole('link', { name: 'Chat', exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => sam.page.title()).not.toMatch(/^\(/);
    await sam.context.close();
  });
});

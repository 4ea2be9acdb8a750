import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, type StoredSession, settledPath, useBrowser, withStoredSession } from '../fixtures';
import { signedInTeamMember } from '../members';
import { screenshotBoth } from '../screenshots';
import { photo } from '../test-pictures';

/**
 * spec 03 §6: a member posts a photo from the phone; a leader, in another browser, sees it
 * arrive without a reload, opens it full screen and replies; the member answers that by swiping
 * it; the owner's unread count rises on Chat and clears once the Team tab is open.
 */
describe('team channel', () => {
  const browser = useBrowser();
  const team: { leader?: StoredSession; member?: StoredSession } = {};

  beforeAll(async () => {
    const owner = accounts().teamChannelOwner.token;
    team.leader = await signedInTeamMember(owner, 'Leah', 'Yes', 'Mensah');
    team.member = await signedInTeamMember(owner, 'Max', 'No', 'Mensah');
  });

  // three browsers at once: more than one journey's usual time
  it('a photo reaches the leader live, the reply reaches the member, and the owner’s count rises and clears', {
    timeout: 60_000,
  }, async () => {
    if (!team.leader || !team.member) throw new Error('no team');
    const member = await browser.newPage('phone');
    const leader = await browser.newPage('desktop');
    const owner = await browser.newPage('desktop');
    await withStoredSession(member.context, team.member);
    await withStoredSession(leader.context, team.leader);
    await withStoredSession(owner.context, accounts().teamChannelOwner);

    // The owner waits on the dashboard: nothing unread yet.
    await owner.page.goto('/dashboard');
    const ownerMenu = owner.page.getByRole('navigation', { name: 'Main menu' });
    await ownerMenu.getByRole('link', { name: 'Chat', exact: true }).waitFor();

    // The leader has the team channel open.
    await leader.page.goto('/subuser-chat-detail?tab=team');
    const leaderThread = leader.page.getByRole('log', { name: 'Team messages' });
    await leaderThread.getByText('No messages yet. Say hello to the team!').waitFor();
    await leader.page.locator('[data-live="live"]').waitFor({ timeout: 15_000 });

    // The member opens Chat, then its first tab, Team, and posts a photo with a line.
    await member.page.goto('/subuser-chat-detail');
    await member.page.getByRole('tab', { name: /^Team/ }).click();
    const memberThread = member.page.getByRole('log', { name: 'Team messages' });
    await memberThread.waitFor();
    await member.page.getByLabel('Choose photos').setInputFiles(await photo('door.png', 'North door'));
    await member.page.getByRole('img', { name: 'Attachment 1 to send' }).waitFor();
    await member.page
      .getByRole('textbox', { name: 'Message' })
      .fill('North door propped open again, closing it');
    await screenshotBoth(member.page, 'team-channel-photo-preview');
    await member.page.getByRole('button', { name: 'Send' }).click();
    await memberThread.getByText('North door propped open again, closing it').waitFor();
    await memberThread.locator('[data-state="sent"]').first().waitFor();

    // The leader sees it arrive without a reload, photo and all, and opens the photo.
    const arrived = leaderThread.getByText('North door propped open again, closing it');
    await arrived.waitFor({ timeout: 10_000 });
    await leaderThread.getByText('Max Mensah').waitFor();
    await leaderThread.getByRole('button', { name: /Attachment 1 of 1/ }).click();
    const viewer = leader.page.getByRole('dialog', { name: 'Photo' });
    await viewer.getByRole('img', { name: 'Full size' }).waitFor();
    await screenshotBoth(leader.page, 'team-channel-photo-full-screen');
    await viewer.getByRole('button', { name: 'Close photo' }).click();
    await viewer.waitFor({ state: 'detached' });

    // The leader replies to it, quoting its line.
    await leaderThread.getByRole('button', { name: 'Message actions, Max Mensah' }).click();
    await leader.page.getByRole('menuitem', { name: 'Reply' }).click();
    await leader.page.getByText('Replying to Max Mensah').waitFor();
    await leader.page
      .getByRole('textbox', { name: 'Message' })
      .fill('Thanks Max, I will check the latch at 10');
    await leader.page.getByRole('button', { name: 'Send' }).click();
    await leaderThread.getByText('Thanks Max, I will check the latch at 10').waitFor();
    await screenshotBoth(leader.page, 'team-channel-thread');

    // The member sees the reply, with the line it answers, without a reload.
    const reply = memberThread
      .locator('[data-state="sent"]')
      .filter({ hasText: 'Thanks Max, I will check the latch' });
    await reply.waitFor({ timeout: 10_000 });
    expect(await reply.textContent()).toContain('North door propped open again');
    await screenshotBoth(member.page, 'team-channel-member');

    // The member answers it by swiping it to the right with a finger, as in a messaging app:
    // the bubble follows the finger with the reply arrow behind it, and let go it quotes.
    const finger = await member.context.newCDPSession(member.page);
    let isTouching = false;
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel',
      touchPoints: { x: number; y: number }[] = [],
    ) => finger.send('Input.dispatchTouchEvent', { type, touchPoints });
    const swipe = async (distance: number, lift: boolean) => {
      const line = reply.getByText('Thanks Max, I will check the latch at 10');
      await line.scrollIntoViewIfNeeded();
      const box = await line.boundingBox();
      if (!box) throw new Error('the reply is not shown');
      const [x, y] = [box.x + 10, box.y + box.height / 2];
      await touch('touchStart', [{ x, y }]);
      isTouching = true;
      for (let step = 1; step <= 8; step += 1)
        await touch('touchMove', [{ x: x + (distance * step) / 8, y }]);
      if (lift) {
        await touch('touchEnd');
        isTouching = false;
      }
    };
    // the browser takes the finger back (as when the thread scrolls): the bubble goes back, no reply
    const takeBack = async () => {
      if (isTouching) await touch('touchCancel');
      isTouching = false;
    };
    await screenshotBoth(member.page, 'team-channel-swipe-reply', async () => {
      await takeBack();
      await swipe(70, false);
    });
    await takeBack();
    await member.page.getByText('Replying to Leah Mensah').waitFor({ state: 'detached' });
    await swipe(90, true);
    await member.page.getByText('Replying to Leah Mensah').waitFor();
    await member.page
      .getByRole('textbox', { name: 'Message' })
      .fill('Latch is loose, I will bring a screwdriver');
    await member.page.getByRole('button', { name: 'Send' }).click();
    const answer = memberThread
      .locator('[data-state="sent"]')
      .filter({ hasText: 'Latch is loose, I will bring a screwdriver' });
    await answer.waitFor({ timeout: 10_000 });
    expect(await answer.textContent()).toContain('Thanks Max, I will check the latch');

    // The owner's Chat counts all three, and the Team tab too; opening it clears them.
    await ownerMenu.getByRole('link', { name: 'Chat, 3 unread' }).waitFor({ timeout: 15_000 });
    await ownerMenu.getByRole('link', { name: 'Chat, 3 unread' }).click();
    expect(await settledPath(owner.page, '/chat')).toBe('/chat');
    await owner.page.getByRole('tab', { name: /^Team.*3 unread/ }).click();
    const ownerThread = owner.page.getByRole('log', { name: 'Team messages' });
    await ownerThread.getByText('Latch is loose, I will bring a screwdriver').waitFor();
    await ownerMenu.getByRole('link', { name: 'Chat', exact: true }).waitFor({ timeout: 10_000 });
    await screenshotBoth(owner.page, 'team-channel-owner');

    for (const each of [member, leader, owner]) await each.context.close();
  });
});

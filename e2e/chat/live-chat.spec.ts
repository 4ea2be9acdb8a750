import { describe, expect, it } from 'vitest';
import { settledPath, useBrowser } from '../fixtures';
import { screenshotBoth } from '../sub-users/helpers';
import { signedInPage } from '../subscriptions/subscription-helpers';
import { conversationIs, messagesOf, profileOf, sendAs, typeAndSend } from './chat-helpers';

/**
 * spec 02 §2 and §4, DESIGN.md §4: an owner and a member of their team, each in a browser of
 * their own, see each other's messages arrive without a reload, over the live connection.
 */
describe('chat between an owner and a member', () => {
  const browser = useBrowser();

  it('delivers each side’s message to the other at once, and counts what is unread', async () => {
    const member = await profileOf('chatMember');
    const owner = await signedInPage(browser, 'chatOwner', 'desktop');
    const sam = await signedInPage(browser, 'chatMember', 'phone');

    // The owner finds the member under 'Sub Users' on /chat.
    await owner.page.goto('/chat');
    await owner.page.getByRole('tab', { name: /Faith Shield Community/ }).waitFor();
    expect(await owner.page.title()).toBe('Chat | Faith Shield');
    await owner.page.getByRole('tab', { name: /Sub Users/ }).click();
    await owner.page
      .getByRole('list', { name: 'Sub users' })
      .getByRole('link', { name: /Sam Reyes/ })
      .click();
    expect(await settledPath(owner.page, `/chat-detail/${member.id}`)).toBe(`/chat-detail/${member.id}`);
    await conversationIs(owner.page, 'live');

    // The member opens Chat from the bottom bar: their administrator.
    await sam.page.goto('/subuser-dashboard');
    await sam.page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Chat' })
      .click();
    expect(await settledPath(sam.page, '/subuser-chat-detail')).toBe('/subuser-chat-detail');
    await sam.page.getByRole('heading', { name: 'Ruth Okafor' }).waitFor();
    await conversationIs(sam.page, 'live');

    // Each sees the other's message appear, without a reload.
    await typeAndSend(owner.page, 'Can you cover the east door on Sunday?');
    await messagesOf(sam.page)
      .getByText('Can you cover the east door on Sunday?')
      .waitFor({ timeout: 5_000 });
    await typeAndSend(sam.page, 'Yes, I will be there at 8.\nBringing a radio.');
    await messagesOf(owner.page).getByText('Bringing a radio.').waitFor({ timeout: 5_000 });
    await conversationIs(sam.page, 'live');
    await conversationIs(owner.page, 'live');
    await screenshotBoth(owner.page, 'chat-detail-owner');
    await screenshotBoth(sam.page, 'subuser-chat-detail');

    // An empty message is not sent.
    await sam.page.getByRole('textbox', { name: 'Message' }).fill('   ');
    expect(await sam.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    // Back on the list, a new message shows at once with its unread count; opening clears it.
    await owner.page.getByRole('button', { name: 'Back' }).click();
    expect(await settledPath(owner.page, '/chat')).toBe('/chat');
    await owner.page.getByRole('tab', { name: /Sub Users/ }).click();
    await typeAndSend(sam.page, 'Also, the car park lights are out.');
    const samRow = owner.page
      .getByRole('list', { name: 'Sub users' })
      .getByRole('link', { name: /Sam Reyes/ });
    await samRow.getByText('1 unread').waitFor({ timeout: 5_000 });
    await samRow.getByText('Also, the car park lights are out.').waitFor();
    await owner.page.getByRole('tab', { name: /Sub Users.*1/ }).waitFor();
    await screenshotBoth(owner.page, 'chat-list-sub-users');
    await samRow.click();
    await messagesOf(owner.page).getByText('Also, the car park lights are out.').waitFor();
    await owner.page.getByRole('button', { name: 'Back' }).click();
    await owner.page.getByRole('tab', { name: /Sub Users/ }).click();
    await samRow
      .getByText('You: ', { exact: false })
      .or(samRow.getByText('Also, the car park'))
      .first()
      .waitFor();
    await expect.poll(() => samRow.getByText('1 unread').count(), { timeout: 5_000 }).toBe(0);
    await owner.context.close();
    await sam.context.close();
  });

  it('shows a message as being sent until the server confirms it', async () => {
    const member = await profileOf('chatMember');
    const owner = await signedInPage(browser, 'chatOwner', 'phone');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await owner.page.route('**/api/add_chat', async (route) => {
      await held;
      await route.continue();
    });
    await owner.page.goto(`/chat-detail/${member.id}`);
    await conversationIs(owner.page, 'live');
    await typeAndSend(owner.page, 'Checking in before the service.');
    const bubble = messagesOf(owner.page).locator('[data-state="sending"]');
    await bubble.getByText('Sending…').waitFor();
    await bubble.getByText('Checking in before the service.').waitFor();
    release();
    await bubble.waitFor({ state: 'detached' });
    await messagesOf(owner.page)
      .locator('[data-state="sent"]')
      .getByText('Checking in before the service.')
      .waitFor();
    expect(await messagesOf(owner.page).getByText('Checking in before the service.').count()).toBe(1);
    await owner.context.close();
  });

  it('loads older messages as the reader scrolls up, keeping the place', async () => {
    const neighbour = await profileOf('chatNeighbour');
    const owner = await profileOf('chatOwner');
    for (let index = 1; index <= 56; index += 1)
      await sendAs('chatNeighbour', owner.id, `Older note ${index}`);
    const { page, context } = await signedInPage(browser, 'chatOwner', 'phone');
    await page.goto(`/chat-detail/${neighbour.id}`);
    const log = messagesOf(page);
    await log.getByText('Older note 56', { exact: true }).waitFor();
    // the latest 50 only, until the reader scrolls up
    expect(await log.getByText('Older note 1', { exact: true }).count()).toBe(0);
    const oldestShown = (await log.locator('[data-state="sent"]').first().innerText()).split('\n')[0] ?? '';
    const anchor = log.getByText(oldestShown, { exact: true });
    await log.evaluate((element) => {
      element.scrollTop = 0;
    });
    await log.getByText('Older note 1', { exact: true }).waitFor({ state: 'attached' });
    // what was at the top is still in view: the list kept its place
    const box = await anchor.boundingBox();
    const frame = await log.boundingBox();
    expect(box && frame && box.y >= frame.y - 1 && box.y < frame.y + frame.height).toBe(true);
    await context.close();
  });
});

import { describe, it } from 'vitest';
import { useBrowser } from '../fixtures';
import { signedInPage } from '../subscriptions/subscription-helpers';
import { conversationIs, messagesOf, profileOf, typeAndSend } from './chat-helpers';

/** spec 02 §4 and §9: without a live connection the chat refreshes every 2 s by itself. */
describe('chat when the live connection is blocked', () => {
  const browser = useBrowser();

  it('still delivers both sides’ messages through the 2-second refresh', async () => {
    const member = await profileOf('chatMember');
    const owner = await signedInPage(browser, 'chatOwner', 'phone');
    const sam = await signedInPage(browser, 'chatMember', 'phone');
    // a network that refuses WebSockets: every connection is closed at once
    for (const { context } of [owner, sam])
      await context.routeWebSocket(/\/live\/chat$/, (socket) => socket.close({ code: 1006 }));

    await owner.page.goto(`/chat-detail/${member.id}`);
    await sam.page.goto('/subuser-chat-detail');
    await conversationIs(owner.page, 'refreshing');
    await conversationIs(sam.page, 'refreshing');

    await typeAndSend(owner.page, 'Blocked socket, message one.');
    await messagesOf(sam.page).getByText('Blocked socket, message one.').waitFor({ timeout: 6_000 });
    await typeAndSend(sam.page, 'Received through the refresh.');
    await messagesOf(owner.page).getByText('Received through the refresh.').waitFor({ timeout: 6_000 });
    await conversationIs(owner.page, 'refreshing');
    await owner.context.close();
    await sam.context.close();
  });
});

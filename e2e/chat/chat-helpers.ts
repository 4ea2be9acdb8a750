import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import type { Page } from 'playwright-core';
import type { FixtureName } from '../seed-accounts';
import { callAs } from '../subscriptions/subscription-helpers';

/** A fixture person's user id (and a sub user's administrator), as get_profile answers them. */
export async function profileOf(who: FixtureName) {
  const { data } = await callAs<Profile>(who, 'get_profile');
  if (!data) throw new Error(`no profile for ${who}`);
  return data;
}

/** A message sent through the API, as another device of `who` would send it. */
export async function sendAs(who: FixtureName, toUserId: string, message: string) {
  const answer = await callAs(who, 'add_chat', { to_user_id: toUserId, message });
  if (answer.status !== 1) throw new Error(`add_chat failed: ${answer.message}`);
}

/** The conversation on screen, once its live connection is open (or once it fell back). */
export const conversationIs = (page: Page, state: 'live' | 'refreshing') =>
  page.locator(`[data-live="${state}"]`).waitFor({ timeout: 15_000 });

/**
 * Resolves once the page's live connection says it is ready: from then on the server counts the
 * person as in the app (a chat message is not also a notification). Call it before the page opens.
 */
export const liveConnectionReady = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"ready"')) resolve();
      }),
    );
  });

export const messagesOf = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Types a message in the text box and sends it with the button. */
export async function typeAndSend(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

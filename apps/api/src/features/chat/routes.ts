import { addChatCall } from '@faith-shield/contract/chat/add-chat';
import { addMapChatCall } from '@faith-shield/contract/chat/add-map-chat';
import { CHAT_MESSAGES } from '@faith-shield/contract/chat/chat-messages';
import { getChatCall } from '@faith-shield/contract/chat/get-chat';
import { getChatListCall } from '@faith-shield/contract/chat/get-chat-list';
import { getOwnersCall } from '@faith-shield/contract/chat/get-owners';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { addChat } from './add-chat';
import { addMapChat } from './add-map-chat';
import { getChat } from './get-chat';
import { getChatList } from './get-chat-list';
import { getOwners } from './get-owners';
import { startChatLive } from './live/chat-live';
import { liveSocketRoutes } from './live/live-socket';
import { AddChatInputSchema } from './message-input';

/** spec 02 §7: chat, and its live connection (DESIGN.md §4b). */
export async function chatRoutes(app: FastifyInstance) {
  const live = await startChatLive(app);
  await liveSocketRoutes(app, live);
  // the alerts' frames ride the same connections (features/alerts/alert-live.ts)
  app.deps.liveHub = live.hub;
  const withLog = (deps: FastifyInstance['deps']) => ({ ...deps, log: app.log });

  registerCall(app, getOwnersCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: CHAT_MESSAGES.owners,
      data: await getOwners(deps.db, auth),
    }),
  });

  registerCall(app, getChatListCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: CHAT_MESSAGES.chatList,
      data: await getChatList(deps.db, auth.userId),
    }),
  });

  registerCall(app, getChatCall, {
    handler: async ({ input, auth, deps }) => ({
      message: CHAT_MESSAGES.chat,
      data: await getChat(deps.db, auth, input),
    }),
  });

  registerCall(app, addChatCall, {
    input: AddChatInputSchema,
    handler: async ({ input, auth, deps }) => ({
      message: CHAT_MESSAGES.sent,
      data: await addChat(withLog(deps), live, auth, input),
    }),
  });

  registerCall(app, addMapChatCall, {
    handler: async ({ input, auth, deps }) => ({
      message: CHAT_MESSAGES.locationShared,
      data: await addMapChat(
        withLog(deps),
        live,
        auth,
        input.user,
        input.lat === undefined || input.long === undefined
          ? undefined
          : { lat: input.lat, long: input.long },
      ),
    }),
  });
}

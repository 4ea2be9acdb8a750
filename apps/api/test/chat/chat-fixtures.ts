import type { ChatLiveServerFrame } from '@faith-shield/contract/chat/chat-live';
import { CHAT_LIVE_PATH } from '@faith-shield/contract/chat/chat-live';
import type { ChatMessage } from '@faith-shield/contract/chat/chat-message';
import type { Chat } from '@faith-shield/contract/chat/get-chat';
import type { Conversation } from '@faith-shield/contract/chat/get-chat-list';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { organisations, users } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { createOrganisation, createUser } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import type { TestServer } from '../helpers/test-server';

export type Person = { id: string; token: string; organisationId: string };

/**
 * An organisation on `planTier` (1: the free trial, everything included) with its owner,
 * named, with its place on the map; members are added with `member()`.
 */
export async function chatOrganisation({ planTier = 1, name = 'Ruth Okafor', place = 'Grace Chapel' } = {}) {
  const { db } = await testDatabase();
  const { organisation, owner } = await createOrganisation(db, { planTier });
  const [first = '', last = ''] = name.split(' ');
  await db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, owner.user.id));
  await db
    .update(organisations)
    .set({
      worshipPlaceName: place,
      worshipAddress: '120 Main St, Nashville, TN 37203',
      latitude: '36.1504',
      longitude: '-86.7916',
    })
    .where(eq(organisations.id, organisation.id));
  const person = (user: { user: { id: string }; token: string }): Person => ({
    id: user.user.id,
    token: user.token,
    organisationId: organisation.id,
  });
  return {
    organisationId: organisation.id,
    owner: person(owner),
    member: async (memberName = 'Sam Reyes') => {
      const member = await createUser(db, organisation.id, 2);
      const [memberFirst = '', memberLast = ''] = memberName.split(' ');
      await db
        .update(users)
        .set({ firstName: memberFirst, lastName: memberLast })
        .where(eq(users.id, member.user.id));
      return person(member);
    },
  };
}

/** The chat calls as a person makes them. */
export function chatCalls(server: TestServer) {
  const call = fromAnyIp(server);
  return {
    send: (from: Person, to: { id: string }, message: string) =>
      call<ChatMessage>('add_chat', { to_user_id: to.id, message }, { token: from.token }),
    open: (reader: Person, other: { id: string }, before?: string) =>
      call<Chat>('get_chat', { id: other.id, ...(before ? { before } : {}) }, { token: reader.token }),
    list: (reader: Person) => call<Conversation[]>('get_chat_list', {}, { token: reader.token }),
  };
}

/** A live connection as the web app opens it: the token in the first frame. */
/** `after`: the id of the last message seen, as a client that resumes sends it. */
export async function connectLive(serverUrl: string, token: string, after?: string) {
  const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`);
  const frames: ChatLiveServerFrame[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ChatLiveServerFrame));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify(after === undefined ? { type: 'auth', token } : { type: 'auth', token, after }));
  const messages = () => frames.flatMap((frame) => (frame.type === 'message' ? [frame.message] : []));
  return {
    socket,
    frames,
    messages,
    closed,
    /** Resolves once the server said it is ready, or rejects with how it closed. */
    ready: () =>
      new Promise<void>((resolve, reject) => {
        const look = () => {
          if (frames.some((frame) => frame.type === 'ready')) return resolve();
          if (socket.readyState === WebSocket.CLOSED) return reject(new Error('closed before ready'));
          setTimeout(look, 10);
        };
        look();
      }),
    close: () => socket.close(),
  };
}

import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { chatText } from '../../infra/html/sanitize-chat-html';
import { type Executor, notify } from '../notifications/notify';
import type { ChatPartner } from './chat-partner';
import { connectedOf } from './live/presence';

const PREVIEW_CHARACTERS = 120;

const preview = (html: string) => {
  const text = chatText(html).replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_CHARACTERS ? `${text.slice(0, PREVIEW_CHARACTERS - 1)}…` : text;
};

type Sender = { id: string; name: string };

/**
 * A Web Push (and a row of get_notifications) for each reader who has no live connection
 * anywhere and for whom this is the first unread message of the conversation: one push tells
 * them to look, the next ones wait until they have opened it.
 */
export async function pushToUnconnected(
  tx: Executor,
  senderOf: () => Promise<Sender>,
  readers: readonly ChatPartner[],
  html: string,
) {
  if (readers.length === 0) return;
  const connected = await connectedOf(
    tx,
    readers.map((reader) => reader.id),
  );
  const unconnected = readers.filter((reader) => !connected.has(reader.id));
  if (unconnected.length === 0) return;
  const sender = await senderOf();
  for (const reader of unconnected) {
    await notify(tx, {
      organisationId: reader.organisationId,
      userIds: [reader.id],
      type: 'chat',
      title: `New message from ${sender.name}`,
      body: preview(html),
      url: reader.type === USER_TYPE.owner ? `/chat-detail/${sender.id}` : '/subuser-chat-detail',
    });
  }
}

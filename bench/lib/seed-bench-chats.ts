import type { Database } from '../../apps/api/src/db/database';
import { storeMessages } from '../../apps/api/src/features/chat/store-messages';

/** Conversations of the measured owner: with a few of their team and of the community. */
const MEMBER_CHATS = 4;
const OWNER_CHATS = 4;
const MESSAGES_PER_CHAT = 6;
const LINES = [
  'Can you cover the east door on Sunday?',
  'Yes, I will be there at 8. Bringing a radio.',
  'The car park lights are out again.',
  'Thanks, I have told the facilities team.',
  'Who has the AED this week?',
  'It is in the welcome desk cupboard.',
];

type People = { ownerId: string; memberIds: string[]; otherOwnerIds: string[] };

/**
 * What /chat of the measured owner lists: conversations with some members and some owners of
 * other organisations (the last message from either side, some unread), stored as the chat's own
 * calls store them.
 */
export async function seedBenchChats(db: Database, { ownerId, memberIds, otherOwnerIds }: People) {
  const partners = [...memberIds.slice(0, MEMBER_CHATS), ...otherOwnerIds.slice(0, OWNER_CHATS)];
  for (const partnerId of partners)
    for (let index = 0; index < MESSAGES_PER_CHAT; index += 1) {
      // the partner writes last: some of the owner's chats are unread
      const [from, to] = index % 2 === 0 ? [ownerId, partnerId] : [partnerId, ownerId];
      // only the recipient's id is read
      const recipient = { id: to, organisationId: '', type: 0, firstName: '', lastName: '', image: '' };
      await storeMessages(db, from, [recipient], `<p>${LINES[index % LINES.length]}</p>`);
    }
}

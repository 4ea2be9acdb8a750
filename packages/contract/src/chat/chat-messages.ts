// No zod here: the chat screens show these on first load and import the schemas on first use.
import { withThousands } from '../shared/thousands';

/** Chat's limits (spec 02 §9 gives the refresh; the rest is ours, docs/decisions/019-chat.md). */
export const CHAT_LIMITS = {
  /** The most characters a message may show (its text, tags apart). */
  messageMaxCharacters: 4000,
  /** What get_chat answers at a time: the latest, then older ones as the reader scrolls up. */
  pageSize: 50,
  /** spec 02 §9: the chat detail refreshes every 2000 ms when no live connection is open. */
  refreshMs: 2000,
  /** Ours: after a refresh failed (no plan, no network), the next one waits longer. */
  retryAfterErrorMs: 10_000,
  /** The most owners one Share Location may reach. */
  shareLocationMaxOwners: 200,
} as const;

/** What the chat calls answer, in our words (the spec gives none). */
export const CHAT_MESSAGES = {
  owners: 'Owners',
  chatList: 'Conversations',
  chat: 'Chat',
  sent: 'Message sent',
  locationShared: 'Your location has been shared.',
  emptyMessage: 'Please enter a message',
  messageTooLong: `Messages can be at most ${withThousands(CHAT_LIMITS.messageMaxCharacters)} characters.`,
  person: 'Please choose who to send it to.',
  chooseOwner: 'Please select at least one owner',
  tooManyOwners: `Please select at most ${CHAT_LIMITS.shareLocationMaxOwners} owners.`,
  notAllowed: 'You cannot chat with this person.',
  teamPlanNeeded: 'Chat with your team is part of the Advance plan. Please upgrade your subscription.',
  badPosition: 'Your current location could not be read. Please try again.',
  noLocation: 'Your place of worship has no location yet. Please add its address in your profile.',
  // DESIGN.md §4: chat is in every plan (tiers 1 to 4)
  planNeeded: 'Chat needs an active plan. Please choose a subscription.',
} as const;

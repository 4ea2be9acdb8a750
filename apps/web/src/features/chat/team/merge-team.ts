import type { TeamChannel } from '@faith-shield/contract/team-channel/get-team-channel';
import { TEAM_CHANNEL_LIMITS } from '@faith-shield/contract/team-channel/team-channel-messages';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';

/** The thread as the screen holds it: every message loaded so far, and whether older ones remain. */
export type HeldChannel = TeamChannel & { has_more: boolean };

const byId = (a: TeamMessage, b: TeamMessage) => Number(a.id) - Number(b.id);

/** Messages of both, each once (the later copy wins: a deletion replaces the message), in order. */
export const unionOf = (held: readonly TeamMessage[], more: readonly TeamMessage[]) => {
  const all = new Map<string, TeamMessage>();
  for (const message of [...held, ...more]) all.set(message.id, message);
  return [...all.values()].sort(byId);
};

const isFullPage = (page: TeamChannel) => page.messages.length >= TEAM_CHANNEL_LIMITS.pageSize;

/**
 * A page of get_team_channel added to what the screen holds. The latest page keeps the older
 * ones already loaded, unless it does not reach them (more than a page arrived meanwhile): then
 * what was held is let go rather than shown with a hole. An older page says whether more remain.
 */
export function mergeTeam(
  held: HeldChannel | undefined,
  page: TeamChannel,
  kind: 'latest' | 'older',
): HeldChannel {
  if (!held) return { ...page, has_more: isFullPage(page) };
  if (kind === 'older')
    return { ...held, messages: unionOf(page.messages, held.messages), has_more: isFullPage(page) };
  const newestHeld = held.messages.at(-1);
  const oldestNew = page.messages[0];
  const leavesHole =
    isFullPage(page) &&
    newestHeld !== undefined &&
    oldestNew !== undefined &&
    Number(oldestNew.id) > Number(newestHeld.id);
  if (leavesHole) return { ...page, has_more: true };
  return { ...page, messages: unionOf(held.messages, page.messages), has_more: held.has_more };
}

/** A message that arrived live (or was deleted), put in its place. */
export const withTeamMessage = (held: HeldChannel, message: TeamMessage): HeldChannel => ({
  ...held,
  messages: unionOf(held.messages, [message]),
});

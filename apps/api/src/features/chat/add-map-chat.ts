import { CHAT_MESSAGES } from '@faith-shield/contract/chat/chat-messages';
import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { sanitizeChatHtml } from '../../infra/html/sanitize-chat-html';
import { findCommunityOwners } from './chat-partner';
import type { ChatLive } from './live/chat-live';
import { currentPlaceMessage, mapLinkMessage } from './map-link';
import { sendChat } from './send-chat';

const placeLink = async (deps: AppDeps, auth: AuthContext) => {
  const [place] = await deps.db.select().from(organisations).where(eq(organisations.id, auth.organisationId));
  return place ? mapLinkMessage(place) : undefined;
};

/**
 * add_map_chat: the map link to the owner's place of worship (or, when sent, to where their
 * phone is now), to each owner ticked. Every
 * one must be an owner of another organisation, or nobody is sent anything (403).
 */
export async function addMapChat(
  deps: AppDeps & { log: Parameters<typeof sendChat>[0]['log'] },
  live: ChatLive,
  auth: AuthContext,
  ownerIds: readonly string[],
  phoneAt?: { lat: number; long: number },
) {
  const link = phoneAt ? currentPlaceMessage(`${phoneAt.lat},${phoneAt.long}`) : await placeLink(deps, auth);
  if (!link) throw badRequest(CHAT_MESSAGES.noLocation, { user: CHAT_MESSAGES.noLocation });
  const partners = await findCommunityOwners(deps.db, auth, ownerIds);
  const message = sanitizeChatHtml(link);
  await sendChat(deps, live, auth.userId, partners, message);
  return { message, to_user_ids: partners.map((partner) => partner.id) };
}

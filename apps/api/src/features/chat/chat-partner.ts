import { CHAT_MESSAGES } from '@faith-shield/contract/chat/chat-messages';
import { TIERS, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { users } from '../../db/schema/index';
import { forbidden } from '../../http/api-error';
import type { AuthContext } from '../../infra/auth/authenticate';

/** The other person of a conversation the caller may have. */
export type ChatPartner = {
  id: string;
  organisationId: string;
  /** 1 owner, 2 sub user. */
  type: number;
  firstName: string;
  lastName: string;
  image: string;
};

type Caller = Pick<AuthContext, 'userId' | 'organisationId' | 'type' | 'planTier'>;

const hasTeamPlan = (caller: Caller) => (TIERS.advance as readonly number[]).includes(caller.planTier);

/**
 * Who may talk to whom (spec 02 §6): an owner with the owners of other organisations (the
 * community) and with their own sub users; a sub user with their organisation's owner only.
 * A team conversation needs the plan that has sub users. Anything else, an unknown or
 * removed person included, is refused alike: 403, and nothing is read or stored.
 */
export async function findChatPartner(db: Database, caller: Caller, id: string): Promise<ChatPartner> {
  if (!isUuid(id) || id === caller.userId) throw forbidden(CHAT_MESSAGES.notAllowed);
  const [person] = await db
    .select({
      id: users.id,
      organisationId: users.organisationId,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!person) throw forbidden(CHAT_MESSAGES.notAllowed);
  const isOwner = person.type === USER_TYPE.owner;
  const isSameOrganisation = person.organisationId === caller.organisationId;
  const callerIsOwner = caller.type === USER_TYPE.owner;
  const isCommunity = callerIsOwner && isOwner && !isSameOrganisation;
  const isTeam = isSameOrganisation && callerIsOwner !== isOwner;
  if (!isCommunity && !isTeam) throw forbidden(CHAT_MESSAGES.notAllowed);
  if (isTeam && !hasTeamPlan(caller)) throw forbidden(CHAT_MESSAGES.teamPlanNeeded);
  return person;
}

/**
 * The owners of other organisations named by `ids` (Share Location goes to the community
 * only): all of them, or 403 when any is not one.
 */
export async function findCommunityOwners(
  db: Database,
  caller: Caller,
  ids: readonly string[],
): Promise<ChatPartner[]> {
  if (caller.type !== USER_TYPE.owner || ids.some((id) => !isUuid(id)))
    throw forbidden(CHAT_MESSAGES.notAllowed);
  const owners = await db
    .select({
      id: users.id,
      organisationId: users.organisationId,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.type, USER_TYPE.owner),
        ne(users.organisationId, caller.organisationId),
        isNull(users.deletedAt),
      ),
    );
  if (owners.length !== new Set(ids).size) throw forbidden(CHAT_MESSAGES.notAllowed);
  return owners;
}

/** Whether a signed-in user may chat at all: any plan for an owner, the team's for a sub user. */
export const mayChat = (caller: Caller) =>
  caller.type === USER_TYPE.owner
    ? (TIERS.chat as readonly number[]).includes(caller.planTier)
    : hasTeamPlan(caller);

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

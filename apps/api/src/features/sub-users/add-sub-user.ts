import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import type { AddSubUserRequest } from '@faith-shield/contract/sub-users/add-sub-user';
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { eq } from 'drizzle-orm';
import { organisations, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { hashSecret } from '../../infra/auth/passwords';
import { auditActorOf, personName, recordAudit } from '../security/record-audit';
import { emailTaken, isEmailInUse } from './email-in-use';
import { leaderColumn, memberColumns, subUserDetail } from './sub-user-detail';
import { subUserWelcomeMail } from './sub-user-welcome-mail';
import { mayWelcome } from './welcome-mail-allowance';

/**
 * add_sub_user: a member (type 2) of the owner's organisation, with the password the owner
 * chose. A used e-mail is refused, also when two adds race (the unique index decides). The
 * welcome mail goes after the answer, within its allowance (welcome-mail-allowance.ts); a
 * failure is logged and the member stays added.
 */
export async function addSubUser(
  deps: AppDeps,
  auth: AuthContext,
  input: AddSubUserRequest,
  ip: string,
): Promise<SubUserDetail> {
  if (await isEmailInUse(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashSecret(input.password);
  let member: typeof users.$inferSelect | undefined;
  try {
    member = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          organisationId: auth.organisationId,
          type: USER_TYPE.subUser,
          passwordHash,
          ...memberColumns(input),
          ...leaderColumn(input.leader),
        })
        .returning();
      if (row) {
        const target = personName(row);
        await recordAudit(tx, { ...auditActorOf(auth, { ip }), action: 'sub_user_added', target });
        if (row.isLeader)
          await recordAudit(tx, {
            ...auditActorOf(auth, { ip }),
            action: 'leader_changed',
            target: `${target}: Yes`,
          });
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!member) throw new Error('sub user not created');
  const added = member;
  deps.afterAnswer.run('the welcome mail of a new sub user', () => sendWelcome(deps, auth, added));
  return subUserDetail(member);
}

async function sendWelcome(deps: AppDeps, auth: AuthContext, member: typeof users.$inferSelect) {
  if (!(await mayWelcome(deps.db, auth.organisationId, member.email, deps.now()))) return;
  const [owner] = await deps.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      organisationName: organisations.worshipPlaceName,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, auth.userId));
  if (!owner) throw new Error('the owner who added the sub user is gone');
  await deps.mailer.send(
    subUserWelcomeMail({
      to: member.email,
      organisationName: owner.organisationName,
      addedBy: `${owner.firstName} ${owner.lastName}`.trim(),
      loginUrl: `${deps.config.publicUrl}/login`,
    }),
  );
}

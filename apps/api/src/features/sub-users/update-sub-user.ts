import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import type { UpdateSubUserRequest } from '@faith-shield/contract/sub-users/update-sub-user';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { afterPasswordSet } from '../../infra/auth/password-set';
import { hashSecret } from '../../infra/auth/passwords';
import { auditActorOf, personName, recordAudit } from '../security/record-audit';
import { emailTaken, isEmailInUse } from './email-in-use';
import { findSubUser } from './find-sub-user';
import { leaderColumn, memberColumns, subUserDetail } from './sub-user-detail';

/**
 * update_sub_user: the member's fields, and a new password when one is given. A new password
 * ends every open session and pending reset code of the member in the same transaction; the change feed makes every
 * server forget them (docs/decisions/008-read-cache.md).
 */
export async function updateSubUser(
  deps: AppDeps,
  auth: AuthContext,
  input: UpdateSubUserRequest,
  ip: string,
): Promise<SubUserDetail> {
  const member = await findSubUser(deps.db, auth.organisationId, input.id);
  if (await isEmailInUse(deps.db, input.email, member.id)) throw emailTaken();
  const passwordHash = input.password === undefined ? undefined : await hashSecret(input.password);
  const now = deps.now();
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...memberColumns(input),
          ...leaderColumn(input.leader),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, member.id))
        .returning();
      if (passwordHash) await afterPasswordSet(tx, member.id, now);
      if (row && row.isLeader !== member.isLeader)
        await recordAudit(tx, {
          ...auditActorOf(auth, { ip }),
          action: 'leader_changed',
          target: `${personName(row)}: ${row.isLeader ? 'Yes' : 'No'}`,
        });
      if (row && passwordHash)
        await recordAudit(tx, {
          ...auditActorOf(auth, { ip }),
          action: 'password_changed',
          target: personName(row),
        });
      return row;
    });
    if (!updated) throw new Error('sub user not updated');
    return subUserDetail(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

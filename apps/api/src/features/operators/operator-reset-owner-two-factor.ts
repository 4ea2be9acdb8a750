import { OPERATOR_ACTIONS, OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import type { OperatorResetOwnerTwoFactorRequest } from '@faith-shield/contract/operators/operator-reset-owner-two-factor';
import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { personName } from '../security/record-audit';
import { resetTwoFactorOf } from '../security/reset-two-factor';
import { twoFactorResetMail } from '../security/security-mails';
import { recordOperatorAction } from './record-operator-action';

/**
 * operator_reset_owner_two_factor (decision 067): support turns off the second
 * factor of an organisation's owner who lost phone and recovery codes, once support has
 * confirmed who they are. One write: the factor, the owner's sessions, a row in the operators'
 * log (with how identity was confirmed) and one in the organisation's own; then the owner is mailed.
 */
export async function resetOwnerTwoFactor(
  deps: AppDeps,
  by: { operatorId: string; ip: string },
  input: Required<OperatorResetOwnerTwoFactorRequest>,
) {
  const [owner] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, input.id), eq(users.type, 1), isNull(users.deletedAt)))
    .limit(1);
  if (!owner) throw notFound();
  const done = await deps.db.transaction(async (tx) => {
    const reset = await resetTwoFactorOf(tx, owner, {
      actorId: null,
      ip: by.ip,
      now: deps.now(),
      target: `${personName(owner)} (by ${PRODUCT_NAME} support)`,
    });
    if (!reset) return false;
    await recordOperatorAction(tx, {
      ...by,
      action: OPERATOR_ACTIONS.resetOwnerTwoFactor,
      subject: `organisation:${input.id}`,
      after: { reason: input.reason },
    });
    return true;
  });
  if (!done) throw badRequest(OPERATOR_MESSAGES.ownerTwoFactorNotOn);
  const mail = twoFactorResetMail(owner, `${PRODUCT_NAME} support, at your request`);
  deps.afterAnswer.run('the mail of a second factor reset', () => deps.mailer.send(mail));
}

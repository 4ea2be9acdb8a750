import type { SecurityState } from '@faith-shield/contract/security/security-settings';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { organisations, sessions, users } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { isSessionOver } from '../../infra/auth/session-lifetime';
import { findTwoFactor } from './two-factor-secret';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** get_security: the caller's second factor, the team's requirement and their live sessions. */
export async function getSecurity(deps: AppDeps, auth: AuthContext): Promise<SecurityState> {
  const [person] = await deps.db
    .select({
      enabledAt: users.twoFactorEnabledAt,
      require: organisations.requireTwoFactorForLeaders,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, auth.userId));
  if (!person) throw notFound();
  const row = person.enabledAt ? await findTwoFactor(deps.db, auth.userId) : undefined;
  const live = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastSeenAt));
  const now = deps.now();
  return {
    two_factor_enabled: Boolean(person.enabledAt),
    recovery_codes_left: row?.recoveryCodeHashes.length ?? 0,
    two_factor_setup_required: auth.mustSetUpTwoFactor,
    require_two_factor_for_leaders: yesNo(person.require),
    sessions: live
      .filter((session) => !isSessionOver(session, deps.config, now))
      .map((session) => ({
        id: session.id,
        device: session.device,
        network: session.network,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastSeenAt.toISOString(),
        current: session.id === auth.sessionId,
      })),
  };
}

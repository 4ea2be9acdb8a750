import { SECURITY_MESSAGES as M } from '@faith-shield/contract/security/security-messages';
import type { UpdateSecuritySettingsRequest } from '@faith-shield/contract/security/security-settings';
import { and, eq, isNull } from 'drizzle-orm';
import { organisations, sessions } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { revokeSession, revokeUserSessions } from '../../infra/auth/sessions';
import { recordAudit } from './record-audit';

type Caller = { auth: AuthContext; ip: string };

/** end_session: one of the caller's own live sessions ends; anyone else's is not found. */
export async function endSession(deps: AppDeps, { auth, ip }: Caller, id: string) {
  const [session] = await deps.db
    .select({ id: sessions.id, device: sessions.device })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)));
  if (!session) throw notFound(M.sessionNotFound);
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, session.id, deps.now());
    await recordAudit(tx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'session_ended',
      target: session.device,
      ip,
    });
  });
}

/** logout_everywhere: every session of the caller ends, this one too. */
export async function logOutEverywhere(deps: AppDeps, { auth, ip }: Caller) {
  await deps.db.transaction(async (tx) => {
    await revokeUserSessions(tx, auth.userId, deps.now());
    await recordAudit(tx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'signed_out_everywhere',
      ip,
    });
  });
}

/** update_security_settings: the owner requires (or not) the second factor of leaders. */
export async function updateSecuritySettings(
  deps: AppDeps,
  { auth, ip }: Caller,
  input: Required<UpdateSecuritySettingsRequest>,
) {
  const require = input.require_two_factor_for_leaders === 'Yes';
  await deps.db.transaction(async (tx) => {
    await tx
      .update(organisations)
      .set({ requireTwoFactorForLeaders: require })
      .where(eq(organisations.id, auth.organisationId));
    await recordAudit(tx, {
      organisationId: auth.organisationId,
      actorId: auth.userId,
      action: 'security_settings_changed',
      target: `Two-factor authentication required of leaders: ${input.require_two_factor_for_leaders}`,
      ip,
    });
  });
  return { require_two_factor_for_leaders: input.require_two_factor_for_leaders };
}

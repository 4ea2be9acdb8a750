import { LOGIN_MESSAGES, type LoginRequest, type SessionData } from '@faith-shield/contract/accounts/login';
import { TWO_FACTOR_MESSAGES } from '@faith-shield/contract/security/security-messages';
import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema/index';
import { ApiError, badRequest } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import { mustSetUpTwoFactor } from '../../infra/auth/authenticate';
import { verifyNothing, verifySecret } from '../../infra/auth/passwords';
import { createSession } from '../../infra/auth/sessions';
import { deviceLabel, networkLabel } from '../security/device-label';
import { recordAudit } from '../security/record-audit';
import { newDeviceMail } from '../security/security-mails';
import { findTwoFactor, spendCode } from '../security/two-factor-secret';
import { findUserByEmail } from './find-user-by-email';
import { sessionData } from './session-data';

/** Where a sign-in comes from: the address, the browser, and whether the device signed in here before. */
export type LoginClient = { ip: string; userAgent: string | undefined; isKnownDevice: boolean };

const TWO_FACTOR_REQUIRED = { two_factor_required: true };

/**
 * Signs a user in with e-mail and password, and with the second factor on, a code (spec 03 §5).
 * An unknown e-mail and a wrong password get the same message after the same hashing work, so
 * neither reveals whether an account exists. 422, not 401: 401 means "no or bad token" here
 * (DESIGN.md §3), and the client drops its session on a 401; the spec's one 401 is the ask for
 * a code, which only a right password earns. Every try at an account is audited.
 */
export async function logIn(deps: AppDeps, input: LoginRequest, client: LoginClient): Promise<SessionData> {
  const user = await findUserByEmail(deps.db, input.email);
  const isValid = user
    ? await verifySecret(user.passwordHash, input.password)
    : await verifyNothing(input.password);
  const failed = (target: string) =>
    user
      ? recordAudit(deps.db, {
          organisationId: user.organisationId,
          actorId: user.id,
          action: 'sign_in_failed',
          target,
          ip: client.ip,
        })
      : undefined;
  if (!user || !isValid) {
    await failed('Wrong password');
    throw badRequest(LOGIN_MESSAGES.invalidCredentials);
  }
  const now = deps.now();
  let factor: 'totp' | 'recovery' | null = null;
  if (user.twoFactorEnabledAt) {
    if (!input.code)
      throw new ApiError(401, TWO_FACTOR_MESSAGES.codeRequired, undefined, TWO_FACTOR_REQUIRED);
    const row = await findTwoFactor(deps.db, user.id);
    factor = row ? await spendCode(deps, row, input.code, now, { recovery: true }) : null;
    if (!factor) {
      await failed('Wrong code');
      throw new ApiError(
        422,
        TWO_FACTOR_MESSAGES.invalidCode,
        { code: TWO_FACTOR_MESSAGES.invalidCode },
        TWO_FACTOR_REQUIRED,
      );
    }
  }
  const device = deviceLabel(client.userAgent);
  const network = networkLabel(client.ip);
  const token = await deps.db.transaction(async (tx) => {
    const created = await createSession(tx, user.id, now, input.push_token, deps.push.allows, {
      device,
      network,
    });
    await recordAudit(tx, {
      organisationId: user.organisationId,
      actorId: user.id,
      action: 'sign_in',
      target: factor === 'recovery' ? `${device} (recovery code)` : device,
      ip: client.ip,
    });
    return created;
  });
  if (!client.isKnownDevice) {
    const mail = newDeviceMail(user, device, network);
    deps.afterAnswer.run('the mail of a sign-in from a new device', () => deps.mailer.send(mail));
  }
  const [organisation] = await deps.db
    .select({ require: organisations.requireTwoFactorForLeaders })
    .from(organisations)
    .where(eq(organisations.id, user.organisationId));
  const setupRequired = mustSetUpTwoFactor({
    isLeader: user.isLeader,
    twoFactorEnabledAt: user.twoFactorEnabledAt,
    requireTwoFactorForLeaders: organisation?.require ?? false,
  });
  return {
    ...(await sessionData(deps.db, user, token, now)),
    ...(setupRequired ? { two_factor_setup_required: true } : {}),
  };
}

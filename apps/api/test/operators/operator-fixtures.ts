import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../src/db/database';
import { addOperator } from '../../src/features/operators/operator-accounts';
import { fromAnyIp } from '../helpers/accounts';
import { uniqueEmail } from '../helpers/factories';
import type { TestServer } from '../helpers/test-server';

export const NEW_OPERATOR_PASSWORD = 'Console#Keeper2026';

/** The code an authenticator app shows for `secret` at `at` (computed as the app does). */
export const totpAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** The set-up link's token, as `npm run operator -- add` prints it. */
export const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** An operator added as the command line does, who then completes set-up through the API. */
export async function setUpOperator(server: TestServer, db: Database, now: () => Date) {
  const call = fromAnyIp(server);
  const email = uniqueEmail('operator');
  const { link } = await addOperator(db, email, server.url, now());
  const setupToken = tokenOfLink(link);
  const started = await call<{ secret: string; otpauth_uri: string }>('operator_setup_start', {
    setup_token: setupToken,
  });
  const secret = started.body.data?.secret ?? '';
  const done = await call<{ recovery_codes: string[] }>('operator_setup', {
    setup_token: setupToken,
    password: NEW_OPERATOR_PASSWORD,
    password_confirmation: NEW_OPERATOR_PASSWORD,
    code: totpAt(secret, now()),
  });
  if (done.code !== 200) throw new Error(`set-up failed: ${JSON.stringify(done.body)}`);
  return { email, secret, recoveryCodes: done.body.data?.recovery_codes ?? [], setupToken };
}

import { z } from 'zod';
import { defineCall } from '../shared/call';
import { subUserIdField } from '../sub-users/sub-user-form';
import { TWO_FACTOR_MESSAGES as M } from './security-messages';

/** A TOTP code, or on sign-in and turning off a recovery code: trimmed, required. */
export const codeField = () => z.string({ error: M.code }).trim().min(1, M.code).max(64, M.invalidCode);

const passwordField = () => z.string({ error: M.password }).min(1, M.password);

const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** spec 03 §5: a new secret to scan; nothing is on until two_factor_enable proves it. */
export const twoFactorSetupCall = defineCall({
  name: 'two_factor_setup',
  method: 'POST',
  access: 'user',
  request: z.object({}),
  response: z.object({ secret: z.string(), otpauth_url: z.string() }),
});

export const TwoFactorEnableRequestSchema = z.object({
  code: z
    .string({ error: M.code })
    .trim()
    .min(1, M.code)
    .regex(/^\d{6}$/, M.invalidCode),
});
export type TwoFactorEnableRequest = z.input<typeof TwoFactorEnableRequestSchema>;

/** spec 03 §5: a current code of the new secret turns it on; answers ten one-use recovery codes. */
export const twoFactorEnableCall = defineCall({
  name: 'two_factor_enable',
  method: 'POST',
  access: 'user',
  request: TwoFactorEnableRequestSchema,
  response: RecoveryCodesSchema,
});

export const TwoFactorDisableRequestSchema = z.object({ password: passwordField(), code: codeField() });
export type TwoFactorDisableRequest = z.input<typeof TwoFactorDisableRequestSchema>;

/** spec 03 §5: password and a code (or a recovery code, for a lost phone) turn it off. */
export const twoFactorDisableCall = defineCall({
  name: 'two_factor_disable',
  method: 'POST',
  access: 'user',
  request: TwoFactorDisableRequestSchema,
  response: z.undefined(),
});

/** The second step of sign-in: login's `code` alone, as its form checks it. */
export const SecondFactorCodeSchema = z.object({ code: codeField() });

export const TwoFactorRecoveryCodesRequestSchema = SecondFactorCodeSchema;
export type TwoFactorRecoveryCodesRequest = z.input<typeof TwoFactorRecoveryCodesRequestSchema>;

/** Ours ('make new codes'): a current code replaces every recovery code with ten new ones. */
export const twoFactorRecoveryCodesCall = defineCall({
  name: 'two_factor_recovery_codes',
  method: 'POST',
  access: 'user',
  request: TwoFactorRecoveryCodesRequestSchema,
  response: RecoveryCodesSchema,
});

export const ResetSubUserTwoFactorRequestSchema = z.object({
  id: subUserIdField(),
  password: passwordField(),
});
export type ResetSubUserTwoFactorRequest = z.input<typeof ResetSubUserTwoFactorRequestSchema>;

/**
 * Ours (decision 067): a member who lost both phone and recovery codes asks the
 * owner, who confirms with their own password; the member's factor is off, every session of
 * theirs ends, they are mailed and the audit log says who did it.
 */
export const resetSubUserTwoFactorCall = defineCall({
  name: 'reset_sub_user_two_factor',
  method: 'POST',
  access: 'owner',
  request: ResetSubUserTwoFactorRequestSchema,
  response: z.undefined(),
});

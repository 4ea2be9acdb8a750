import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../shared/constants';

/** spec 01 §5: the common password strength rule, shared by sign-up, reset and change. */
export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be 8 character long',
  mustContain: 'Your password must contain ',
  tooLong: 'Password must be 128 characters or fewer',
  // ours: the spec's rule lets 'Password1!' through
  tooCommon: 'This password is too common. Please choose another.',
} as const;

/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

// spec 01 §5 names the parts in this order: lowercase, uppercase, digit, special character.
const REQUIRED_PARTS = [
  { pattern: /[a-z]/, name: 'one lowercase letter' },
  { pattern: /[A-Z]/, name: 'one uppercase letter' },
  { pattern: /[0-9]/, name: 'one number' },
  { pattern: /[!@#$%^&*_]/, name: `one special character (${PASSWORD_SPECIAL_CHARACTERS})` },
] as const;

/** 'a', 'a and b', 'a, b and c'. */
const joinParts = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** What is wrong with a new password, in the spec's words; undefined when it is strong enough. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const missing = REQUIRED_PARTS.filter((part) => !part.pattern.test(password)).map((part) => part.name);
  return missing.length > 0 ? `${PASSWORD_MESSAGES.mustContain}${joinParts(missing)}` : undefined;
}

/** A new password field: `requiredMessage` when empty, then the strength rule. Never trimmed. */
export const newPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { message: requiredMessage, abort: true })
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A confirmation field: `requiredMessage` when empty (its equality is checked by `matching`). */
export const confirmationField = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage);

/**
 * The object-level check that a confirmation equals its password, reported under the
 * confirmation. It runs whenever both are text and the confirmation has no message of its own,
 * so a weak password and a different confirmation are both shown at once.
 */
export function matching<K extends string>(passwordKey: K, confirmationKey: K, message: string) {
  const check = (value: Record<K, string>) => value[passwordKey] === value[confirmationKey];
  const params = {
    message,
    path: [confirmationKey] as PropertyKey[],
    when: (payload: z.core.ParsePayload) => {
      const value = payload.value as Partial<Record<K, unknown>> | undefined;
      return (
        typeof value?.[passwordKey] === 'string' &&
        typeof value?.[confirmationKey] === 'string' &&
        !payload.issues.some((issue) => issue.path?.[0] === confirmationKey)
      );
    },
  };
  return [check, params] as const;
}

/**
 * The server's extension of a schema with a new password (STYLE.md habit 2): a password found
 * in a list of common and breached passwords is refused under its field. The list is the
 * server's (`isCommon`): it would weigh down the web bundle. Checked only once the password
 * meets the strength rule, so the spec's message comes first.
 */
export function notCommon<K extends string>(passwordKey: K, isCommon: (password: string) => boolean) {
  const check = (value: unknown) => {
    const password = (value as Partial<Record<K, unknown>> | undefined)?.[passwordKey];
    return typeof password !== 'string' || !isCommon(password);
  };
  const params = {
    message: PASSWORD_MESSAGES.tooCommon,
    path: [passwordKey] as PropertyKey[],
    when: (payload: z.core.ParsePayload) => {
      const value = payload.value as Partial<Record<K, unknown>> | undefined;
      return (
        typeof value?.[passwordKey] === 'string' &&
        !payload.issues.some((issue) => issue.path?.[0] === passwordKey)
      );
    },
  };
  return [check, params] as const;
}

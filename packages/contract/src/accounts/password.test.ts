import { describe, expect, it } from 'vitest';
import { ChangePasswordRequestSchema } from './change-password';
import { newPasswordField, passwordProblem } from './password';
import { ResetPasswordUpdateRequestSchema } from './reset-password-update';
import { SignupRequestSchema } from './signup';

const SPECIAL = 'one special character (!@#$%^&*_)';

describe('the password rule (spec 01 §5)', () => {
  it('accepts a password with every part', () => {
    expect(passwordProblem('Shield#2026')).toBeUndefined();
    for (const special of '!@#$%^&*_') expect(passwordProblem(`Shield2026${special}`)).toBeUndefined();
  });

  it('asks for 8 characters first', () => {
    expect(passwordProblem('Ab1#')).toBe('Password must be 8 character long');
    expect(passwordProblem('')).toBe('Password must be 8 character long');
    expect(passwordProblem('Abcd12#')).toBe('Password must be 8 character long');
    expect(passwordProblem('Abcd123#')).toBeUndefined();
  });

  it.each([
    ['SHIELD#2026', 'Your password must contain one lowercase letter'],
    ['shield#2026', 'Your password must contain one uppercase letter'],
    ['Shield#Shield', 'Your password must contain one number'],
    ['Shield2026', `Your password must contain ${SPECIAL}`],
  ])('names the one missing part of %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('names several missing parts in the spec order, joined with commas and "and"', () => {
    expect(passwordProblem('shieldpass')).toBe(
      `Your password must contain one uppercase letter, one number and ${SPECIAL}`,
    );
    expect(passwordProblem('12345678')).toBe(
      `Your password must contain one lowercase letter, one uppercase letter and ${SPECIAL}`,
    );
    expect(passwordProblem('########')).toBe(
      'Your password must contain one lowercase letter, one uppercase letter and one number',
    );
    expect(passwordProblem('SHIELDPASS')).toBe(
      `Your password must contain one lowercase letter, one number and ${SPECIAL}`,
    );
    expect(passwordProblem('Shieldpass')).toBe(`Your password must contain one number and ${SPECIAL}`);
  });

  it('does not count other symbols as special characters', () => {
    expect(passwordProblem('Shield2026-+=.')).toBe(`Your password must contain ${SPECIAL}`);
  });

  it('caps the length so hashing stays cheap', () => {
    expect(passwordProblem(`Aa1#${'x'.repeat(124)}`)).toBeUndefined();
    expect(passwordProblem(`Aa1#${'x'.repeat(125)}`)).toBe('Password must be 128 characters or fewer');
  });

  it('answers the field-specific message when the field is empty or missing, never trimming', () => {
    const field = newPasswordField('Please enter new password');
    expect(field.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter new password',
    ]);
    expect(field.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter new password',
    ]);
    expect(field.parse(' Shield#2026 ')).toBe(' Shield#2026 ');
  });
});

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('password confirmations', () => {
  it('change password: required messages and the mismatch under the confirmation', () => {
    expect(messagesOf(ChangePasswordRequestSchema.safeParse({}))).toEqual({
      old_password: 'Please enter old password',
      new_password: 'Please enter new password',
      confirm_new_password: 'Please enter re-enter new password',
    });
    expect(
      messagesOf(
        ChangePasswordRequestSchema.safeParse({
          old_password: 'x',
          new_password: 'Shield#2026',
          confirm_new_password: 'Shield#2027',
        }),
      ),
    ).toEqual({ confirm_new_password: 'Password & Confirm Password does not match.' });
  });

  it('reset: a weak password and a different confirmation are reported together', () => {
    expect(
      messagesOf(
        ResetPasswordUpdateRequestSchema.safeParse({
          newPassword: 'weakpass',
          confirmPassword: 'other',
          code: '123456',
          email: 'a@example.org',
        }),
      ),
    ).toEqual({
      newPassword: `Your password must contain one uppercase letter, one number and ${SPECIAL}`,
      confirmPassword: 'Password & Confirm Password does not match.',
    });
  });

  it('sign-up: the spec message for a missing or different confirmation', () => {
    const base = { password: 'Shield#2026' };
    expect(messagesOf(SignupRequestSchema.safeParse(base)).password_confirmation).toBe(
      'Password & confirm password must be same',
    );
    expect(
      messagesOf(SignupRequestSchema.safeParse({ ...base, password_confirmation: 'Shield#2025' }))
        .password_confirmation,
    ).toBe('Password & confirm password must be same');
  });
});

import { describe, expect, it } from 'vitest';
import { AddSubUserRequestSchema } from './add-sub-user';
import { UpdateSubUserRequestSchema } from './update-sub-user';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const FIELDS = {
  first_name: 'Samuel',
  last_name: 'Reyes',
  email: 'Samuel.Reyes@Example.org ',
  mobile: '6155550142',
  address: '22 Oak Avenue, Nashville, TN 37206',
  personal_lat: '36.1790',
  personal_long: '-86.7410',
  personal_area: '22 Oak Avenue',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37206',
};
const PASSWORDS = { password: 'Shield#2026', password_confirmation: 'Shield#2026' };

describe('the add sub user form (spec 02 §5)', () => {
  it('answers every missing field with the spec message', () => {
    expect(messagesOf(AddSubUserRequestSchema.safeParse({}))).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      email: 'Please enter email',
      password: 'Please enter password',
      password_confirmation: 'Please enter confirm password',
      mobile: 'Please enter mobile number',
      address: 'Please enter address',
      personal_lat: 'Please enter address',
      personal_long: 'Please enter address',
      personal_area: 'Please enter area',
      personal_state: 'Please enter state',
      personal_city: 'Please enter city',
      personal_zip_code: 'Please enter zip code',
    });
  });

  it('checks the e-mail, the password rule, the confirmation and the mobile digits', () => {
    const bad = {
      ...FIELDS,
      email: 'not-an-email',
      mobile: '615-555',
      password: 'shield',
      password_confirmation: 'x',
    };
    expect(messagesOf(AddSubUserRequestSchema.safeParse(bad))).toEqual({
      email: 'Invalid email',
      mobile: 'Please enter a valid mobile number (digits only)',
      password: 'Password must be 8 character long',
      password_confirmation: 'Password & confirm password must be same',
    });
    expect(
      messagesOf(
        AddSubUserRequestSchema.safeParse({
          ...FIELDS,
          password: 'shieldpass',
          password_confirmation: 'shieldpass',
        }),
      ).password,
    ).toBe(
      'Your password must contain one uppercase letter, one number and one special character (!@#$%^&*_)',
    );
  });

  it('takes digits with up to two decimals as a mobile number, and lower-cases the e-mail', () => {
    for (const mobile of ['6155550142', '6155550142.5', '6155550142.25']) {
      expect(AddSubUserRequestSchema.safeParse({ ...FIELDS, ...PASSWORDS, mobile }).success).toBe(true);
    }
    expect(AddSubUserRequestSchema.safeParse({ ...FIELDS, ...PASSWORDS, mobile: '1.234' }).success).toBe(
      false,
    );
    expect(AddSubUserRequestSchema.parse({ ...FIELDS, ...PASSWORDS }).email).toBe('samuel.reyes@example.org');
  });
});

describe('the edit sub user form (spec 02 §5)', () => {
  it('needs no password, and ignores a lone confirmation', () => {
    expect(UpdateSubUserRequestSchema.safeParse({ ...FIELDS, id: 'x' }).success).toBe(true);
    const parsed = UpdateSubUserRequestSchema.parse({
      ...FIELDS,
      id: 'x',
      password: '',
      password_confirmation: 'y',
    });
    expect(parsed.password).toBeUndefined();
  });

  it('checks a password when given, with its confirmation', () => {
    const edit = { ...FIELDS, id: 'x' };
    expect(messagesOf(UpdateSubUserRequestSchema.safeParse({ ...edit, password: 'short' }))).toEqual({
      password: 'Password must be 8 character long',
      password_confirmation: 'Please enter confirm password',
    });
    expect(messagesOf(UpdateSubUserRequestSchema.safeParse({ ...edit, password: 'Shield#2026' }))).toEqual({
      password_confirmation: 'Please enter confirm password',
    });
    expect(
      messagesOf(
        UpdateSubUserRequestSchema.safeParse({
          ...edit,
          password: 'Shield#2026',
          password_confirmation: 'Shield#2027',
        }),
      ),
    ).toEqual({ password_confirmation: 'Password & confirm password must be same' });
    expect(UpdateSubUserRequestSchema.safeParse({ ...edit, ...PASSWORDS }).success).toBe(true);
  });

  it('asks for an id', () => {
    expect(messagesOf(UpdateSubUserRequestSchema.safeParse(FIELDS))).toEqual({
      id: 'This sub user was not found.',
    });
  });
});

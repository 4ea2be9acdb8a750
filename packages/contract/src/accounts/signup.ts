import { z } from 'zod';
import { defineCall } from '../shared/call';
import {
  emailField,
  mobileField,
  OrganisationFieldsSchema,
  optionalText,
  PersonalAddressFieldsSchema,
  requiredText,
} from './account-field-schemas';
import { ACCOUNT_MESSAGES } from './account-fields';
import { SessionDataSchema } from './login';
import { confirmationField, matching, newPasswordField } from './password';

/**
 * spec 01 §5 (sign-up). The spec gives no "required" wording for the password or its
 * confirmation: the password reuses login's 'Please enter password', and an empty
 * confirmation gets the spec's one confirmation message, since it does not equal the password.
 */
export const SIGNUP_MESSAGES = {
  password: 'Please enter password',
  passwordConfirmation: 'Password & confirm password must be same',
  emailTaken: 'This email is already registered',
  signedUp: 'Your account has been created and your 14-day free trial has started.',
} as const;

const SignupBaseSchema = z
  .object({
    first_name: requiredText(ACCOUNT_MESSAGES.firstName, 'First name', 100),
    last_name: requiredText(ACCOUNT_MESSAGES.lastName, 'Last name', 100),
    email: emailField(ACCOUNT_MESSAGES.email, ACCOUNT_MESSAGES.invalidEmail),
    password: newPasswordField(SIGNUP_MESSAGES.password),
    password_confirmation: confirmationField(SIGNUP_MESSAGES.passwordConfirmation),
    mobile: mobileField(),
  })
  .extend(OrganisationFieldsSchema.shape);

const PERSONAL_PARTS = [
  'personal_lat',
  'personal_long',
  'personal_area',
  'personal_state',
  'personal_city',
  'personal_zip_code',
] as const;

/**
 * The call takes the spec's fields (spec 01 §3: `address` optional, no parts), and ours beside
 * them: the owner's own address picked with its parts, all of them or none. Sent without them,
 * the owner's address is the place of worship's, so the profile's rules hold from the first day.
 */
export const SignupRequestSchema = SignupBaseSchema.extend({
  address: optionalText('Address', 300),
  ...PersonalAddressFieldsSchema.omit({ address: true }).partial().shape,
})
  .refine(...matching('password', 'password_confirmation', SIGNUP_MESSAGES.passwordConfirmation))
  .superRefine((values, context) => {
    if (!PERSONAL_PARTS.some((part) => values[part])) return;
    const own = PersonalAddressFieldsSchema.safeParse(values);
    for (const issue of own.success ? [] : own.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** The /signup form asks for the owner's own address as the profile does (decision 051). */
export const SignupFormSchema = SignupBaseSchema.extend(PersonalAddressFieldsSchema.shape).refine(
  ...matching('password', 'password_confirmation', SIGNUP_MESSAGES.passwordConfirmation),
);
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** DESIGN.md §4: sign-up signs the owner in, so it answers what login answers. */
export const signupCall = defineCall({
  name: 'signup',
  method: 'POST',
  access: 'public',
  request: SignupRequestSchema,
  response: SessionDataSchema,
});

import { z } from 'zod';
import { coordinateField, emailField, mobileField, requiredText } from '../accounts/account-field-schemas';
import { confirmationField, matching, newPasswordField } from '../accounts/password';
import { ALERT_MESSAGES, LEADER_CHOICES } from '../alerts/alert-messages';
import { SUB_USER_FORM_MESSAGES as M, SUB_USER_MESSAGES } from './sub-user-messages';

/** spec 03 §1: a team leader, Yes or No; absent keeps it as it is (No on a new member). */
export const leaderField = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(LEADER_CHOICES, { error: ALERT_MESSAGES.leader }).optional(),
  );

/** spec 02 §3 and §5: a sub user's own fields, as add and edit send them (the password apart). */
export const SubUserFieldsSchema = z.object({
  first_name: requiredText(M.firstName, 'First name', 100),
  last_name: requiredText(M.lastName, 'Last name', 100),
  email: emailField(M.email, M.invalidEmail),
  /** Digits with an optional decimal part of up to 2 digits (spec 02 §5). */
  mobile: mobileField(),
  address: requiredText(M.address, 'Address', 300),
  personal_lat: coordinateField(90, M.address),
  personal_long: coordinateField(180, M.address),
  personal_area: requiredText(M.area, 'Area', 200),
  personal_state: requiredText(M.state, 'State', 100),
  personal_city: requiredText(M.city, 'City', 100),
  personal_zip_code: requiredText(M.zipCode, 'Zip code', 12),
  leader: leaderField(),
});

/** The password the owner sets, with its confirmation (spec 02 §5). */
export const SubUserPasswordSchema = z.object({
  password: newPasswordField(M.password),
  password_confirmation: confirmationField(M.passwordConfirmation),
});

export const passwordsMatch = () => matching('password', 'password_confirmation', M.mismatch);

/** A sub user's id: their user uuid, as get_sub_user lists it. */
export const subUserIdField = () =>
  z.string({ error: SUB_USER_MESSAGES.notFound }).trim().min(1, SUB_USER_MESSAGES.notFound);

/** What get_sub_user_deatil answers: the fields the edit form shows (spec 02 §3). */
export const SubUserDetailSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  personal_lat: z.string(),
  personal_long: z.string(),
  personal_area: z.string(),
  personal_city: z.string(),
  personal_state: z.string(),
  personal_zip_code: z.string(),
  /** The sub user's own picture (they set it in their profile) under /uploads/, or ''. */
  image: z.string(),
  /** spec 03 §1: whether the member is a team leader. */
  leader: z.enum(LEADER_CHOICES),
});
export type SubUserDetail = z.infer<typeof SubUserDetailSchema>;

// No zod here: the team screens show these on first load and import the schemas on first use.
/**
 * spec 02 §5 (sub user add and edit), in the spec's words. The address message differs from
 * the profile's ('Please enter organization address'); it also stands for a missing latitude or
 * longitude, which come with the address picker. The rest of the wording is ours
 * (docs/decisions/010-sub-users.md).
 */
export const SUB_USER_FORM_MESSAGES = {
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  email: 'Please enter email',
  invalidEmail: 'Invalid email',
  password: 'Please enter password',
  passwordConfirmation: 'Please enter confirm password',
  mismatch: 'Password & confirm password must be same',
  mobile: 'Please enter mobile number',
  address: 'Please enter address',
  area: 'Please enter area',
  state: 'Please enter state',
  city: 'Please enter city',
  zipCode: 'Please enter zip code',
} as const;

/** What the team calls answer besides field messages. */
export const SUB_USER_MESSAGES = {
  detail: 'Sub user',
  added: 'The sub user has been added. We have emailed them a link to sign in.',
  updated: 'The sub user has been updated.',
  deleted: 'The sub user has been deleted.',
  emailTaken: 'This email is already registered. Please use another email address.',
  notFound: 'This sub user was not found.',
  // DESIGN.md §4: sub users are an Advance feature (tiers 1 and 4)
  planNeeded: 'Sub users are part of the Advance plan. Please upgrade your subscription.',
} as const;

// No zod here: /signup's address fields and mobile box load with the page, the schemas
// (account-field-schemas.ts) on first use.
/**
 * Field messages shared by sign-up and profile (spec 01 §5). Where the spec abbreviates the
 * wording ("organization name, organization address, lat, long, area, state, city and zip code
 * all required ('Please enter ...')"), the natural completion is used; the choices are listed
 * in docs/decisions/003-accounts.md.
 */
export const ACCOUNT_MESSAGES = {
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  email: 'Please enter email',
  invalidEmail: 'Invalid email',
  mobile: 'Please enter mobile number',
  invalidMobile: 'Please enter a valid mobile number (digits only)',
  organizationName: 'Please enter organization name',
  organizationAddress: 'Please enter organization address',
  // spec 01 §5 (profile): latitude and longitude are required, their error shows under the address
  invalidLocation: 'Please choose the address from the suggestions',
  area: 'Please enter area',
  state: 'Please enter state',
  city: 'Please enter city',
  zipCode: 'Please enter zip code',
} as const;

/** spec 01 §5: "typing accepts only digits with an optional decimal part of up to 2 digits". */
export const MOBILE_PATTERN = /^\d+(\.\d{1,2})?$/;

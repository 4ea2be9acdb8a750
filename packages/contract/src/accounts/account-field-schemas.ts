import { z } from 'zod';
import { ACCOUNT_MESSAGES, MOBILE_PATTERN } from './account-fields';

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

/** Required text: trimmed, `message` when missing or blank, a length cap named by `label`. */
export const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));

/** Optional text: absent or blank is '' (a form sends empty fields). */
export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, tooLong(label, max)).optional().default('');

/** An e-mail address, compared and stored in lower case (a unique index on lower(email)). */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage, 'Email', 254)
    .toLowerCase()
    .pipe(z.email({ error: invalidMessage }));

export const mobileField = () =>
  requiredText(ACCOUNT_MESSAGES.mobile, 'Mobile number', 20).regex(
    MOBILE_PATTERN,
    ACCOUNT_MESSAGES.invalidMobile,
  );

/** A latitude or longitude picked with the address: required with the address's message. */
export const coordinateField = (limit: 90 | 180, requiredMessage: string) =>
  requiredText(requiredMessage, 'Coordinate', 32).refine((value) => {
    const number = Number(value);
    return Number.isFinite(number) && Math.abs(number) <= limit;
  }, ACCOUNT_MESSAGES.invalidLocation);

/** The place of worship: sign-up, and the owner's profile (sent as lat and long, spec 01 §3). */
export const OrganisationFieldsSchema = z.object({
  worship_place_name: requiredText(ACCOUNT_MESSAGES.organizationName, 'Organization name', 200),
  worship_address: requiredText(ACCOUNT_MESSAGES.organizationAddress, 'Organization address', 300),
  lat: coordinateField(90, ACCOUNT_MESSAGES.organizationAddress),
  long: coordinateField(180, ACCOUNT_MESSAGES.organizationAddress),
  area: requiredText(ACCOUNT_MESSAGES.area, 'Area', 200),
  state: requiredText(ACCOUNT_MESSAGES.state, 'State', 100),
  city: requiredText(ACCOUNT_MESSAGES.city, 'City', 100),
  zip_code: requiredText(ACCOUNT_MESSAGES.zipCode, 'Zip code', 12),
});

/**
 * A person's own address, picked like the organisation's: sign-up and the profile ask for the
 * same parts with the profile's messages (spec 01 §5), so a new owner can save any one change.
 */
export const PersonalAddressFieldsSchema = z.object({
  address: requiredText(ACCOUNT_MESSAGES.organizationAddress, 'Address', 300),
  personal_lat: coordinateField(90, ACCOUNT_MESSAGES.organizationAddress),
  personal_long: coordinateField(180, ACCOUNT_MESSAGES.organizationAddress),
  personal_area: requiredText(ACCOUNT_MESSAGES.area, 'Area', 200),
  personal_state: requiredText(ACCOUNT_MESSAGES.state, 'State', 100),
  personal_city: requiredText(ACCOUNT_MESSAGES.city, 'City', 100),
  personal_zip_code: requiredText(ACCOUNT_MESSAGES.zipCode, 'Zip code', 12),
});

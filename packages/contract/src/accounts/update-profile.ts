import { z } from 'zod';
import { defineCall } from '../shared/call';
import {
  mobileField,
  OrganisationFieldsSchema,
  PersonalAddressFieldsSchema,
  requiredText,
} from './account-field-schemas';
import { ACCOUNT_MESSAGES } from './account-fields';
import { ProfileSchema } from './get-profile';

export const UPDATE_PROFILE_MESSAGES = { updated: 'Your profile has been updated.' } as const;

/**
 * spec 01 §5 (profile): every user's own fields. The personal address answers 'Please enter
 * organization address' as the spec words it, and so do its latitude and longitude, whose
 * error the spec shows under the address. `email` is read-only and not part of the form.
 */
export const PersonalProfileSchema = z.object({
  first_name: requiredText(ACCOUNT_MESSAGES.firstName, 'First name', 100),
  last_name: requiredText(ACCOUNT_MESSAGES.lastName, 'Last name', 100),
  mobile: mobileField(),
  ...PersonalAddressFieldsSchema.shape,
  /**
   * Optional: a new JPG or PNG picture of at most 2 MB, one file (spec 01 §5). The web form
   * holds a File; the server checks the content, never the name (IMAGE_MESSAGES).
   */
  image: z.unknown().optional(),
});

/** An owner's form: their own fields and the organisation's (spec 01 §7). */
export const OwnerProfileSchema = PersonalProfileSchema.extend(OrganisationFieldsSchema.shape);

/**
 * The call takes the organisation fields from an owner only: the server applies
 * OwnerProfileSchema to owners and PersonalProfileSchema to sub users, whose organisation
 * fields are ignored (a sub user cannot change the organisation).
 */
export const UpdateProfileRequestSchema = PersonalProfileSchema.extend(
  OrganisationFieldsSchema.partial().shape,
);

/** Multipart when a picture is sent; answers the updated profile. */
export const updateProfileCall = defineCall({
  name: 'update_profile',
  method: 'POST',
  access: 'user',
  // spec 01 §5: the profile picture
  files: ['image'],
  request: UpdateProfileRequestSchema,
  response: ProfileSchema,
});

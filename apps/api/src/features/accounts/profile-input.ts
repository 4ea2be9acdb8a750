import { OwnerProfileSchema, PersonalProfileSchema } from '@faith-shield/contract/accounts/update-profile';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { z } from 'zod';
import { uploadedFile } from '../../http/file-field';
import { isUploadedFile } from '../../infra/storage/uploaded-file';

/** No picture chosen (an empty file part, or text such as the current picture's path): keep the old one. */
const picture = z.preprocess(
  (value) => (isUploadedFile(value) && value.data.length > 0 ? value : undefined),
  uploadedFile().optional(),
);

/** The server's side of update_profile (STYLE.md habit 2): the shared schema with a real file. */
const SubUserProfileInput = PersonalProfileSchema.extend({ image: picture });
const OwnerProfileInput = OwnerProfileSchema.extend({ image: picture });

export type ProfileInput = z.output<typeof SubUserProfileInput> | z.output<typeof OwnerProfileInput>;

/**
 * An owner edits their own fields and the organisation's; a sub user their own only, and any
 * organisation fields they send are dropped, like `email` (spec 01 §3: read-only).
 */
export const profileInputFor = (type: number) =>
  type === USER_TYPE.owner ? OwnerProfileInput : SubUserProfileInput;

import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { eq } from 'drizzle-orm';
import { personalColumns } from '../../db/personal-columns';
import { organisations, users } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import type { AuthContext } from '../../infra/auth/authenticate';
import { getProfile } from './get-profile';
import type { ProfileInput } from './profile-input';

const organisationChanges = (input: ProfileInput) =>
  'worship_place_name' in input
    ? {
        worshipPlaceName: input.worship_place_name,
        worshipAddress: input.worship_address,
        latitude: input.lat,
        longitude: input.long,
        area: input.area,
        state: input.state,
        city: input.city,
        zipCode: input.zip_code,
      }
    : undefined;

/**
 * update_profile: the user's own fields, the organisation's for an owner, and a new picture
 * (JPG or PNG by content, at most 2 MB, spec 01 §5). The new picture is stored first and the
 * old one removed only once the new one is saved; a failed save leaves no stray file.
 */
export async function updateProfile(deps: AppDeps, auth: AuthContext, input: ProfileInput): Promise<Profile> {
  const [current] = await deps.db.select({ image: users.image }).from(users).where(eq(users.id, auth.userId));
  const image = input.image
    ? await deps.storage.saveImage(input.image, {
        field: 'image',
        maxBytes: PICTURE_MAX_BYTES,
        personal: true,
      })
    : undefined;
  const organisation = organisationChanges(input);
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...personalColumns(input), ...(image ? { image } : {}) })
        .where(eq(users.id, auth.userId));
      if (organisation) {
        await tx.update(organisations).set(organisation).where(eq(organisations.id, auth.organisationId));
      }
    });
  } catch (error) {
    if (image) await deps.storage.remove(image);
    throw error;
  }
  if (image && current?.image) await deps.storage.remove(current.image);
  await deps.changes.settle(); // the profile read back must not come from before the write
  return getProfile(deps, auth.userId, deps.now());
}

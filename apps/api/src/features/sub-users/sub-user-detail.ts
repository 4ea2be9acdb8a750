import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { type PersonalFields, personalColumns } from '../../db/personal-columns';
import type { users } from '../../db/schema/index';

/** A member's row as get_sub_user_deatil answers it: the fields the edit form shows. */
export const subUserDetail = (member: typeof users.$inferSelect): SubUserDetail => ({
  id: member.id,
  first_name: member.firstName,
  last_name: member.lastName,
  email: member.email,
  mobile: member.mobile,
  address: member.address,
  personal_lat: member.personalLat,
  personal_long: member.personalLong,
  personal_area: member.personalArea,
  personal_city: member.personalCity,
  personal_state: member.personalState,
  personal_zip_code: member.personalZipCode,
  image: member.image,
  leader: member.isLeader ? 'Yes' : 'No',
});

/** spec 03 §1: leader Yes or No; absent leaves it as it is. */
export const leaderColumn = (leader: 'Yes' | 'No' | undefined) =>
  leader === undefined ? {} : { isLeader: leader === 'Yes' };

/** The form's fields as columns (add and update write the same ones). */
export const memberColumns = (input: PersonalFields & { email: string }) => ({
  ...personalColumns(input),
  email: input.email,
});

import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
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
});

/** The form's fields as columns (add and update write the same ones). */
export const memberColumns = (input: {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  address: string;
  personal_lat: string;
  personal_long: string;
  personal_area: string;
  personal_state: string;
  personal_city: string;
  personal_zip_code: string;
}) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  mobile: input.mobile,
  address: input.address,
  personalLat: input.personal_lat,
  personalLong: input.personal_long,
  personalArea: input.personal_area,
  personalState: input.personal_state,
  personalCity: input.personal_city,
  personalZipCode: input.personal_zip_code,
});

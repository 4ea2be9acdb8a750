/** A person's own fields as the spec names them (profile, sub-user form). */
export type PersonalFields = {
  first_name: string;
  last_name: string;
  mobile: string;
  address: string;
  personal_lat: string;
  personal_long: string;
  personal_area: string;
  personal_state: string;
  personal_city: string;
  personal_zip_code: string;
};

/** Those fields as the users table's columns: update_profile, add_sub_user and update_sub_user write them. */
export const personalColumns = (input: PersonalFields) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  mobile: input.mobile,
  address: input.address,
  personalLat: input.personal_lat,
  personalLong: input.personal_long,
  personalArea: input.personal_area,
  personalState: input.personal_state,
  personalCity: input.personal_city,
  personalZipCode: input.personal_zip_code,
});

import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import type { Database } from '../../db/database';
import { findSubUser } from './find-sub-user';
import { subUserDetail } from './sub-user-detail';

/** get_sub_user_deatil: one member of the owner's team, for the edit form; 404 for anyone else. */
export async function getSubUserDeatil(
  db: Database,
  organisationId: string,
  id: string,
): Promise<SubUserDetail> {
  return subUserDetail(await findSubUser(db, organisationId, id));
}

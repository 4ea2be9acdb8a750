import type { General } from '@faith-shield/contract/risk/general';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../infra/auth/authenticate';
import { loadAssessment } from './assessment';

/** general (spec 02 §7): `risk` for an owner, `risk_categories` for a sub user; the same assessment. */
export async function general(db: Database, auth: AuthContext): Promise<General> {
  const { categories, ...summary } = await loadAssessment(db, auth.organisationId);
  return auth.type === USER_TYPE.owner
    ? { ...summary, risk: categories }
    : { ...summary, risk_categories: categories };
}

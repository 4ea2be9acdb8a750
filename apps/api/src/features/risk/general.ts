import type { General } from '@faith-shield/contract/risk/general';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import type { AuthContext } from '../../infra/auth/authenticate';
import { loadAssessment } from './assessment';
import type { RiskReader } from './organisation-risk-rows';

/** general (spec 02 §7): `risk` for an owner, `risk_categories` for a sub user; the same assessment. */
export async function general(reader: RiskReader, auth: AuthContext): Promise<General> {
  const { categories, ...summary } = await loadAssessment(reader, auth.organisationId);
  return auth.type === USER_TYPE.owner
    ? { ...summary, risk: categories }
    : { ...summary, risk_categories: categories };
}

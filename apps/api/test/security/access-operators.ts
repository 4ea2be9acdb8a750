import { createOrganisation } from '../helpers/factories';
import type { AccessEntry } from './access-table';

/**
 * The operator console's calls (docs/decisions/022). Each 'operator' entry's `own` is made by a
 * fresh operator; access-matrix.test.ts proves no organisation token opens them and no operator
 * token opens any other call. Content editing adds its calls here too.
 */
export const OPERATOR_ACCESS: Record<string, AccessEntry> = {
  operator_login: {
    access: 'public',
    publicBecause: 'the operator sign-in: password and second factor are what it checks',
  },
  operator_setup_start: {
    access: 'public',
    publicBecause: 'opened from the one-time set-up link, before the operator has a password',
  },
  operator_setup: {
    access: 'public',
    publicBecause: 'sets the first password and authenticator; the set-up link’s token is the key',
  },
  operator_logout: { access: 'operator', own: { code: 200 } },
  operator_audit_log: {
    access: 'operator',
    own: { code: 200, fields: () => ({ action: 'operator.signed_in' }) },
  },
  operator_applicants: { access: 'operator', own: { code: 200, fields: () => ({ from: '2026-01-01' }) } },
  operator_export_applicants: { access: 'operator', own: { code: 200 } },
  operator_organisations: { access: 'operator', own: { code: 200 } },
  operator_organisation: {
    access: 'operator',
    own: {
      code: 200,
      fields: async ({ db }) => ({ id: (await createOrganisation(db, { planTier: 3 })).organisation.id }),
    },
  },
  // decision 067: an owner without a second factor on has nothing to reset (422)
  operator_reset_owner_two_factor: {
    access: 'operator',
    own: {
      code: 422,
      fields: async ({ db }) => ({
        id: (await createOrganisation(db)).organisation.id,
        reason: 'Called back on the number on file',
      }),
    },
  },
  // content editing (docs/decisions/023): lists answer 200; an edit without fields is refused
  // by validation (422), so the matrix changes no content
  operator_save_home_page: { access: 'operator', own: { code: 422 } },
  operator_plans: { access: 'operator', own: { code: 200 } },
  operator_save_plan: { access: 'operator', own: { code: 422 } },
  operator_news: { access: 'operator', own: { code: 200 } },
  operator_save_news_post: { access: 'operator', own: { code: 422 } },
  operator_delete_news_post: { access: 'operator', own: { code: 422 } },
  operator_save_directors: { access: 'operator', own: { code: 422 } },
  operator_save_legal_page: { access: 'operator', own: { code: 422 } },
  operator_save_wait_list_questions: { access: 'operator', own: { code: 422 } },
  operator_risk_content: { access: 'operator', own: { code: 200 } },
  operator_save_risk_category: { access: 'operator', own: { code: 422 } },
  operator_save_risk_question: { access: 'operator', own: { code: 422 } },
  operator_resources: { access: 'operator', own: { code: 200 } },
  operator_save_resource_category: { access: 'operator', own: { code: 422 } },
  operator_save_resource: { access: 'operator', own: { code: 422 } },
  operator_delete_resource: { access: 'operator', own: { code: 422 } },
};

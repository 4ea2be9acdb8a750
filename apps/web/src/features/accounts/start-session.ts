import type { SessionData } from '@faith-shield/contract/accounts/login';
import { PLAN, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { flushSync } from 'react-dom';
import { setSession } from '../../lib/session';

/**
 * spec 01 §4, after login (and sign-up, which answers the same): store token, type and
 * subscriptions_id, the id only while plan_status is 'active'.
 */
export const startSession = (data: SessionData) => {
  // Rendered at once: the public-only guard of /login and /signup then sends the user to their
  // dashboard straight away, so the caller's navigation to the landing comes after it and wins.
  flushSync(() =>
    setSession({
      token: data.token,
      type: data.type,
      subscriptionsId: data.plan_status === 'active' ? data.subscriptions_id : PLAN.none,
      // spec 03 §5: a leader whose team requires a second factor signs in only to turn it on
      setupOnly: data.two_factor_setup_required === true,
    }),
  );
};

/** spec 01 §4: where a signed-in user lands. */
export const landingPath = (data: Pick<SessionData, 'type' | 'risk_assessment_answer_by_user'>) => {
  if (data.type !== USER_TYPE.owner) return '/subuser-dashboard';
  return data.risk_assessment_answer_by_user === 0 ? '/risk-assessment' : '/dashboard';
};

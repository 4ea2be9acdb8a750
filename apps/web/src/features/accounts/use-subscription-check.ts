import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getSession, setSubscriptionsId } from '../../lib/session';
import { getProfileQueryOptions } from './api/get-profile';
import { logout } from './logout';
import { subscriptionCheck } from './subscription-check';

/**
 * Runs spec 01 §4's subscription consistency check whenever the signed-in area loads the
 * profile (the shells call this). A failed profile call changes nothing (spec 01 §8: failures
 * when loading simply stop).
 */
export function useSubscriptionCheck() {
  const navigate = useNavigate();
  const { data: profile } = useQuery(getProfileQueryOptions());

  useEffect(() => {
    if (!profile) return;
    const outcome = subscriptionCheck(getSession(), profile);
    if (outcome.kind === 'resubscribe') {
      setSubscriptionsId(outcome.subscriptionsId);
      navigate('/subscriptions', { replace: true });
    } else if (outcome.kind === 'logout') {
      void logout().then(() => navigate('/login', { replace: true }));
    }
  }, [profile, navigate]);
}

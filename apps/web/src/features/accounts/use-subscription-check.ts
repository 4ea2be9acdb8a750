import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { getProfileQueryOptions } from '../../lib/calls/get-profile';
import { logout } from '../../lib/calls/logout';
import { useNavigate } from '../../lib/navigation';
import { getSession, setSubscriptionsId } from '../../lib/session';
import { subscriptionCheck } from './subscription-check';

/**
 * Runs spec 01 §4's subscription consistency check whenever the signed-in area loads the
 * profile (the shells call this). A failed profile call changes nothing (spec 01 §8: failures
 * when loading simply stop).
 */
export function useSubscriptionCheck() {
  const navigate = useNavigate();
  const { data: profile } = useQuery(getProfileQueryOptions());

  // Once per profile answer: in declarative routing `navigate` changes with every page, and
  // a check re-run on each page would keep an owner on /subscriptions.
  const check = useEffectEvent((answer: NonNullable<typeof profile>) => {
    const outcome = subscriptionCheck(getSession(), answer);
    if (outcome.kind === 'resubscribe') {
      setSubscriptionsId(outcome.subscriptionsId);
      navigate('/subscriptions', { replace: true });
    } else if (outcome.kind === 'logout') {
      void logout().then(() => navigate('/login', { replace: true }));
    }
  });

  useEffect(() => {
    if (profile) check(profile);
  }, [profile]);
}

/**
 * The check as a component that draws nothing, beside a shell's content: the profile's answer
 * then re-renders this alone, not the shell's chrome.
 */
export function SubscriptionCheck() {
  useSubscriptionCheck();
  return null;
}

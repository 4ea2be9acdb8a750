import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { getProfileQueryOptions } from '../../../lib/calls/get-profile';

/** spec 03 §1–2: the owner and team leaders send alerts, see the whole roll-call and close it. */
export const canSendAlerts = (profile: Profile) =>
  profile.type === USER_TYPE.owner || profile.leader === 'Yes';

export const useCanSendAlerts = () =>
  useQuery({ ...getProfileQueryOptions(), select: canSendAlerts }).data ?? false;

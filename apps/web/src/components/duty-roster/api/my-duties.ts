import type { myDutiesCall } from '@faith-shield/contract/duty-roster/my-duties';
import { TIERS } from '@faith-shield/contract/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';

/** spec 03 §4: POST my_duties. The caller's duties at events not yet ended, soonest first. */
export const getMyDuties = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof myDutiesCall>('my_duties', {}, { signal }));

export const myDutiesQueryOptions = () =>
  queryOptions({ queryKey: ['my_duties'], queryFn: ({ signal }) => getMyDuties(signal) });

/** spec 03 §4: duties are of events, on the plans that have them; other plans ask for none. */
export const useHasDuties = () => (TIERS.advance as readonly number[]).includes(useSession().subscriptionsId);

export const useMyDuties = () => useQuery({ ...myDutiesQueryOptions(), enabled: useHasDuties() });

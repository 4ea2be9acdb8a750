import type { getSubUserDeatilCall } from '@faith-shield/contract/sub-users/get-sub-user-deatil';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: POST get_sub_user_deatil (spelt so) with the member's id; the edit form's values. */
export const getSubUserDeatil = async (id: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getSubUserDeatilCall>('get_sub_user_deatil', { id }, { signal }));

export const getSubUserDeatilQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['get_sub_user_deatil', id],
    queryFn: ({ signal }) => getSubUserDeatil(id, signal),
  });

/** The edit form always starts from what the server holds now. */
export const useSubUserDetail = (id: string) =>
  useQuery({ ...getSubUserDeatilQueryOptions(id), refetchOnMount: 'always', retry: false });

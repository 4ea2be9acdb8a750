import type { homePageCall } from '@faith-shield/contract/home/home-page.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { callRef } from '../../../lib/call-ref';

/** spec 01 §7: POST home_page, no token. A ref: the visitor's first page carries no zod. */
export const HOME_PAGE_CALL = callRef<typeof homePageCall>({
  name: 'home_page',
  method: 'POST',
  access: 'public',
});

export const getHomePage = async (signal?: AbortSignal) =>
  dataOf(await callApi(HOME_PAGE_CALL, {}, { signal }));

export const getHomePageQueryOptions = () =>
  queryOptions({
    queryKey: [HOME_PAGE_CALL.name],
    queryFn: ({ signal }) => getHomePage(signal),
  });

export const useHomePage = () => useQuery(getHomePageQueryOptions());

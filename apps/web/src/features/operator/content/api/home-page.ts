import type { homePageCall } from '@faith-shield/contract/home/home-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dataOf } from '../../../../lib/api-error';

/** The home page as the public reads it: what the console's editor starts from. */
export const homePageQueryOptions = () =>
  queryOptions({
    queryKey: ['home_page'],
    queryFn: async ({ signal }) => dataOf(await callApi<typeof homePageCall>('home_page', {}, { signal })),
  });

export const useHomePage = () => useQuery(homePageQueryOptions());

import type { homePageCall } from '@faith-shield/contract/home/home-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { dataOf } from '../api-error';

/**
 * spec 01 §7: POST home_page, no token: the public home page, the support address of
 * /contact-customer-support and the console's editor read this one query. The answer main.tsx
 * asked for as the page loaded (app/start-early-calls.ts), or a new one.
 */
export const getHomePage = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof homePageCall>('home_page', {}, { signal }));

export const getHomePageQueryOptions = () =>
  queryOptions({ queryKey: ['home_page'], queryFn: ({ signal }) => getHomePage(signal) });

export const useHomePage = () => useQuery(getHomePageQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { takeEarly } from '../../../lib/early-calls';
import { HOME_PAGE_CALL } from './home-page-call';

/** The answer main.tsx asked for as the page loaded (app/start-early-calls.ts), or a new one. */
export const getHomePage = async (signal?: AbortSignal) =>
  dataOf(await (takeEarly(HOME_PAGE_CALL) ?? callApi(HOME_PAGE_CALL, {}, { signal })));

export const getHomePageQueryOptions = () =>
  queryOptions({
    queryKey: [HOME_PAGE_CALL.name],
    queryFn: ({ signal }) => getHomePage(signal),
  });

export const useHomePage = () => useQuery(getHomePageQueryOptions());

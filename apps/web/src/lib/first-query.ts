import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import type { FirstCall } from './first-call';

/** One query of a screen's first render, ready to be fetched into the app's cache. */
export type FirstQuery = (queryClient: QueryClient) => Promise<void>;

/** The query options (its API file's) the hooks use for a call, by the call's input. */
type QueryOfCall = (input: object) => FirstQuery;

const queries = new Map<string, QueryOfCall>();

/**
 * Says which query fetches the call `name` (with the options its hooks use), so a route that
 * declares `name` among its first calls (app/route.ts) has its answer fetched into the cache
 * before its screen's first render. Called by the call's API file as its module loads, which
 * the screen's own chunk does: the declaration names the call, the hooks own the query.
 */
export const fetchesFirstCall = (name: string, query: QueryOfCall): void => {
  queries.set(name, query);
};

/** The query that fetches a declared first call, once its screen's code has loaded. */
export const firstQueryOf = (call: FirstCall): FirstQuery | undefined => queries.get(call.name)?.(call.input);

/** A screen's query options (its API file's) as a FirstQuery. */
export const firstQuery =
  <TData, TError, TQueryKey extends QueryKey>(
    options: FetchQueryOptions<TData, TError, TData, TQueryKey>,
  ): FirstQuery =>
  (queryClient) =>
    queryClient.prefetchQuery(options);

/** A list's first page (its API file's infinite query options) as a FirstQuery. */
export const firstInfiniteQuery =
  <TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
    options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ): FirstQuery =>
  (queryClient) =>
    queryClient.prefetchInfiniteQuery(options);

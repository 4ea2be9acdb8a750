import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';

/** One query of a screen's first render, ready to be fetched into the app's cache. */
export type FirstQuery = (queryClient: QueryClient) => Promise<void>;

/** A screen's first queries for the signed-in session (lib/session.ts), by what its plan opens. */
export type FirstQueries = (session: { subscriptionsId: number }) => readonly FirstQuery[];

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

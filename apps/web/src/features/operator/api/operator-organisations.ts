import type { operatorOrganisationsCall } from '@faith-shield/contract/operators/operator-organisations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { operatorData } from '../lib/call-operator';

/** GET operator_organisations: one page of the organisations found, after the cursor `before`. */
export const getOrganisations = (search: string, before: string) =>
  operatorData<typeof operatorOrganisationsCall>('operator_organisations', { search, before });

export const organisationsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['operator_organisations', search],
    queryFn: ({ pageParam }) => getOrganisations(search, pageParam),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
    retry: false,
  });

/** Newest first; "Load more" fetches the next page of the same search. */
export const useOrganisations = (search: string) => useInfiniteQuery(organisationsQueryOptions(search));

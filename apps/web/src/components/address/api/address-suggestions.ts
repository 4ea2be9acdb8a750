import type { addressSuggestionsCall } from '@faith-shield/contract/addresses/address-suggestions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** POST address_suggestions: the maps provider's suggestions for what was typed (spec 01 §3). */
export const getAddressSuggestions = async (query: string, sessionToken: string, signal?: AbortSignal) =>
  dataOf(
    await callApi<typeof addressSuggestionsCall>(
      'address_suggestions',
      { query, session_token: sessionToken },
      { signal },
    ),
  );

export const getAddressSuggestionsQueryOptions = (query: string, sessionToken: string) =>
  queryOptions({
    queryKey: ['address_suggestions', query],
    queryFn: ({ signal }) => getAddressSuggestions(query, sessionToken, signal),
    enabled: query.trim().length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** `query` is the debounced text; the previous list stays while the next one loads. */
export const useAddressSuggestions = (query: string, sessionToken: string) =>
  useQuery({ ...getAddressSuggestionsQueryOptions(query, sessionToken), placeholderData: keepPreviousData });

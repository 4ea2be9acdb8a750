import type { directorsCall } from '@faith-shield/contract/public-site/directors';
import type { LegalPageSlug, legalPageCall } from '@faith-shield/contract/public-site/legal-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dataOf } from '../../../../lib/api-error';

/** The board and the legal pages as the public reads them: what the console's editors start from. */
export const directorsQueryOptions = () =>
  queryOptions({
    queryKey: ['directors'],
    queryFn: async ({ signal }) => dataOf(await callApi<typeof directorsCall>('directors', {}, { signal })),
  });
export const useDirectors = () => useQuery(directorsQueryOptions());

export const legalPageQueryOptions = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: ['legal_page', slug],
    queryFn: async ({ signal }) =>
      dataOf(await callApi<typeof legalPageCall>('legal_page', { slug }, { signal })),
  });
export const useLegalPage = (slug: LegalPageSlug) => useQuery(legalPageQueryOptions(slug));

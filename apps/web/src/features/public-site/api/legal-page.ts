import type { LegalPageSlug, legalPageCall } from '@faith-shield/contract/public-site/legal-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** docs/decisions/004: POST legal_page with the slug, no token. */
export const getLegalPage = async (slug: LegalPageSlug, signal?: AbortSignal) =>
  dataOf(await callApi<typeof legalPageCall>('legal_page', { slug }, { signal }));

export const getLegalPageQueryOptions = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: ['legal_page', slug],
    queryFn: ({ signal }) => getLegalPage(slug, signal),
  });

export const useLegalPage = (slug: LegalPageSlug) => useQuery(getLegalPageQueryOptions(slug));

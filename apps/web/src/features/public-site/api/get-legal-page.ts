import type { LegalPageSlug, legalPageCall } from '@faith-shield/contract/public-site/legal-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { callRef } from '../../../lib/call-ref';

/** docs/decisions/004: POST legal_page with the slug, no token. */
export const LEGAL_PAGE_CALL = callRef<typeof legalPageCall>({
  name: 'legal_page',
  method: 'POST',
  access: 'public',
});

export const getLegalPage = async (slug: LegalPageSlug, signal?: AbortSignal) =>
  dataOf(await callApi(LEGAL_PAGE_CALL, { slug }, { signal }));

export const getLegalPageQueryOptions = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: [LEGAL_PAGE_CALL.name, slug],
    queryFn: ({ signal }) => getLegalPage(slug, signal),
  });

export const useLegalPage = (slug: LegalPageSlug) => useQuery(getLegalPageQueryOptions(slug));

import type { homePageCall } from '@faith-shield/contract/home/home-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { callRef } from '../../../lib/call-ref';

/** The support address of /contact-customer-support is the site's contact e-mail (home_page). */
const HOME_PAGE_CALL = callRef<typeof homePageCall>({ name: 'home_page', method: 'POST', access: 'public' });

export const getSupportEmail = async (signal?: AbortSignal) =>
  dataOf(await callApi(HOME_PAGE_CALL, {}, { signal })).contact_email;

export const getSupportEmailQueryOptions = () =>
  queryOptions({
    queryKey: [HOME_PAGE_CALL.name, 'contact_email'],
    queryFn: ({ signal }) => getSupportEmail(signal),
  });

export const useSupportEmail = () => useQuery(getSupportEmailQueryOptions());

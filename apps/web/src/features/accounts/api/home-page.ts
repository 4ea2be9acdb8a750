import type { homePageCall } from '@faith-shield/contract/home/home-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** The support address of /contact-customer-support is the site's contact e-mail (home_page). */
export const getSupportEmail = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof homePageCall>('home_page', {}, { signal })).contact_email;

export const getSupportEmailQueryOptions = () =>
  queryOptions({
    queryKey: ['home_page', 'contact_email'],
    queryFn: ({ signal }) => getSupportEmail(signal),
  });

export const useSupportEmail = () => useQuery(getSupportEmailQueryOptions());

import type { getBlogCall } from '@faith-shield/contract/news/get-blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 02 §7: GET get_blog answers `resource`, the news posts, newest first. */
export const getBlog = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getBlogCall>('get_blog', {}, { signal }));

export const getBlogQueryOptions = () =>
  queryOptions({
    queryKey: ['get_blog'],
    queryFn: ({ signal }) => getBlog(signal),
  });

export const useBlog = () => useQuery(getBlogQueryOptions());

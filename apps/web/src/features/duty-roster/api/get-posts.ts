import type { getPostsCall } from '@faith-shield/contract/duty-roster/get-posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';

/** spec 03 §4: POST get_posts. */
export const getPosts = async (signal?: AbortSignal) =>
  dataOf(await callApi<typeof getPostsCall>('get_posts', {}, { signal }));

export const getPostsQueryOptions = () =>
  queryOptions({ queryKey: ['get_posts'], queryFn: ({ signal }) => getPosts(signal) });

export const usePosts = () => useQuery(getPostsQueryOptions());

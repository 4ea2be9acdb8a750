import type { deletePostCall } from '@faith-shield/contract/duty-roster/delete-post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getPostsQueryOptions } from './get-posts';

/** spec 03 §4: POST delete_post. */
export const deletePost = (id: string) => callApi<typeof deletePostCall>('delete_post', { id });

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSettled: () => void queryClient.invalidateQueries(getPostsQueryOptions()),
  });
};

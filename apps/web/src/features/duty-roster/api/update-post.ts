import type { UpdatePostRequest, updatePostCall } from '@faith-shield/contract/duty-roster/update-post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getPostsQueryOptions } from './get-posts';

/** spec 03 §4: POST update_post. */
export const updatePost = (payload: UpdatePostRequest) =>
  callApi<typeof updatePostCall>('update_post', payload);

export const useUpdatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getPostsQueryOptions());
    },
  });
};

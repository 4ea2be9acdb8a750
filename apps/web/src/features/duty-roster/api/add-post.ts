import type { AddPostRequest, addPostCall } from '@faith-shield/contract/duty-roster/add-post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getPostsQueryOptions } from './get-posts';

/** spec 03 §4: POST add_post. */
export const addPost = (payload: AddPostRequest) => callApi<typeof addPostCall>('add_post', payload);

export const useAddPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPost,
    onSuccess: (answer) => {
      if (answer.status === 1) void queryClient.invalidateQueries(getPostsQueryOptions());
    },
  });
};

import type { addWaitListCall } from '@faith-shield/contract/public-site/add-wait-list';
import type { CallRequest } from '@faith-shield/contract/shared/call';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type AddWaitListPayload = CallRequest<typeof addWaitListCall>;

/**
 * spec 01 §7: POST add_wait_list, no token. Answers the envelope itself: the form shows a
 * status 0 message in its red alert and the success message on the screen after it (spec 01 §4, §8).
 */
export const addWaitList = (payload: AddWaitListPayload) =>
  callApi<typeof addWaitListCall>('add_wait_list', payload);

export const useAddWaitList = () => useMutation({ mutationFn: addWaitList });

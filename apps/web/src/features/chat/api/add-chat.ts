import type { addChatCall } from '@faith-shield/contract/chat/add-chat';
import type { CallRequest } from '@faith-shield/contract/shared/call';
import { callApi } from '../../../lib/api-client';

/** spec 02 §7: POST add_chat with to_user_id, message and, to a member, type 'sub_user'. */
export const addChat = (payload: CallRequest<typeof addChatCall>) =>
  callApi<typeof addChatCall>('add_chat', payload);

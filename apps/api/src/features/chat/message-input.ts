import { AddChatRequestSchema } from '@faith-shield/contract/chat/add-chat';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@faith-shield/contract/chat/chat-messages';
import { chatText, sanitizeChatHtml } from '../../infra/html/sanitize-chat-html';

/**
 * The shared add_chat schema, with the message made safe (DESIGN.md §4: sanitised HTML) and
 * then judged by what it shows: nothing left, or more than the limit, is refused.
 */
export const AddChatInputSchema = AddChatRequestSchema.extend({
  message: AddChatRequestSchema.shape.message.transform(sanitizeChatHtml).superRefine((html, ctx) => {
    const text = chatText(html).trim();
    if (text === '') ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.emptyMessage });
    else if ([...text].length > CHAT_LIMITS.messageMaxCharacters)
      ctx.addIssue({ code: 'custom', message: CHAT_MESSAGES.messageTooLong });
  }),
});

import { EVENT_FORM_MESSAGES, EVENT_IMAGE_MAX_BYTES } from '@faith-shield/contract/events/event-messages';
import type { ImageRules } from '../../components/images/image-rules';

/**
 * spec 02 §5: one JPG or PNG. Events have no size limit of their own; the server's upload limit
 * is said before the upload rather than after it.
 */
export const EVENT_IMAGE_RULES: ImageRules = {
  maxBytes: EVENT_IMAGE_MAX_BYTES,
  messages: { tooLarge: EVENT_FORM_MESSAGES.imageTooLarge },
};

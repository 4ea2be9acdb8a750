import { z } from 'zod';
import { LEGAL_PAGE_MESSAGES, LEGAL_PAGE_SLUGS, LegalPageSchema } from '../public-site/legal-page';
import { defineCall } from '../shared/call';
import { requiredText } from './content-fields';
import { OPERATOR_CONTENT_MESSAGES as M, RICH_TEXT_MAX } from './operator-content-messages';

/** The Privacy Policy or the Terms of Service: rich text, sanitised when saved and when served. */
export const SaveLegalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS, { error: LEGAL_PAGE_MESSAGES.unknownPage }),
  title: requiredText(M.legalTitle),
  body_html: requiredText(M.legalBody, RICH_TEXT_MAX * 5),
});
export type SaveLegalPage = z.input<typeof SaveLegalPageSchema>;

export const operatorSaveLegalPageCall = defineCall({
  name: 'operator_save_legal_page',
  method: 'POST',
  access: 'operator',
  request: SaveLegalPageSchema,
  response: LegalPageSchema,
});

import { z } from 'zod';
import { defineCall } from '../shared/call';

/** The footer's privacy and terms links (spec 01 §2); the call is ours (docs/decisions/004). */
export const LEGAL_PAGE_SLUGS = ['privacy', 'terms'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export const LEGAL_PAGE_MESSAGES = {
  unknownPage: 'Please choose a page: privacy or terms.',
  noContent: 'This page has no content yet.',
} as const;

export const LegalPageSchema = z.object({
  title: z.string(),
  /** Sanitised HTML: text formatting, headings, lists and links only. */
  body_html: z.string(),
  /** ISO 8601, UTC: when the text last changed ('Last updated' on the page). */
  updated_at: z.string(),
});
export type LegalPage = z.infer<typeof LegalPageSchema>;

export const legalPageCall = defineCall({
  name: 'legal_page',
  method: 'POST',
  access: 'public',
  request: z.object({ slug: z.enum(LEGAL_PAGE_SLUGS, { error: LEGAL_PAGE_MESSAGES.unknownPage }) }),
  response: LegalPageSchema,
});

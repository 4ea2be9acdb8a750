import { z } from 'zod';
import { defineCall } from '../shared/call';

export const HOME_PAGE_MESSAGES = {
  found: 'Home page',
  noContent: 'The home page has no content yet.',
} as const;

const titled = z.object({ title: z.string(), description: z.string() });

/**
 * spec 01 §3: home page content, field names as the client reads them (home_tiltle spelt so).
 * The spec lists no content for the FAQ, Subscription and Event sections its navigation points
 * at; `faq`, `subscription_*` and `event_*` are ours, in the same style (docs/decisions/004).
 */
export const HomePageSchema = z.object({
  home_tiltle: z.string(),
  home_description: z.string(),
  video_link: z.string(),
  visitors_title: z.string(),
  visitors_description: z.string(),
  visitors_image: z.string(),
  contact_email: z.string(),
  contact_mobile: z.string(),
  contact_address: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  linkedIn: z.string(),
  youTube: z.string(),
  core_feature_title: z.string(),
  our_testimonial_title: z.string(),
  why_choose_title: z.string(),
  faq_main_title: z.string(),
  subscription_title: z.string(),
  subscription_description: z.string(),
  event_title: z.string(),
  event_description: z.string(),
  our_testimonial: z.array(titled.extend({ image: z.string() })),
  core_feature: z.array(titled),
  why_choose: z.array(titled),
  /** title: the question; description: the answer (plain text). */
  faq: z.array(titled),
  /** The plan tiers, title and what each includes (DESIGN.md §4); prices are not content. */
  subscription_plan: z.array(titled),
  event: z.array(titled),
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const homePageCall = defineCall({
  name: 'home_page',
  method: 'POST',
  access: 'public',
  request: z.object({}),
  response: HomePageSchema,
});

import { z } from 'zod';
import { defineCall } from '../shared/call';

const titled = z.object({ title: z.string(), description: z.string() });

/** spec 01 §3: home page content, field names as the client reads them (home_tiltle spelt so). */
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
  our_testimonial: z.array(titled.extend({ image: z.string() })),
  core_feature: z.array(titled),
  why_choose: z.array(titled),
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const homePageCall = defineCall({
  name: 'home_page',
  method: 'POST',
  access: 'public',
  request: z.object({}),
  response: HomePageSchema,
});

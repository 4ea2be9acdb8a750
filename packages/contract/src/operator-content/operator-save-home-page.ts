import { z } from 'zod';
import { HomePageSchema } from '../home/home-page';
import { defineCall } from '../shared/call';
import { jsonList, requiredText, text } from './content-fields';
import { OPERATOR_CONTENT_MESSAGES as M, RICH_TEXT_MAX } from './operator-content-messages';

const item = z.object({ title: requiredText(M.itemTitle), description: text(2_000) });

/**
 * The whole home page in the shape `home_page` answers (field names as the public reads them,
 * home_tiltle spelt so): the console edits what the public sees, field by field. The lists are
 * JSON text in a form. home_description is rich text, sanitised when saved and when served.
 */
export const SaveHomePageSchema = z.object({
  home_tiltle: requiredText(M.homeTitle),
  home_description: text(RICH_TEXT_MAX),
  video_link: text(),
  visitors_title: text(),
  visitors_description: text(2_000),
  visitors_image: text(),
  contact_email: text(),
  contact_mobile: text(),
  contact_address: text(),
  facebook: text(),
  twitter: text(),
  instagram: text(),
  linkedIn: text(),
  youTube: text(),
  core_feature_title: text(),
  our_testimonial_title: text(),
  why_choose_title: text(),
  faq_main_title: text(),
  subscription_title: text(),
  subscription_description: text(2_000),
  event_title: text(),
  event_description: text(2_000),
  our_testimonial: jsonList(item.extend({ image: text() })),
  core_feature: jsonList(item),
  why_choose: jsonList(item),
  faq: jsonList(item),
  subscription_plan: jsonList(item),
  event: jsonList(item),
});
export type SaveHomePage = z.input<typeof SaveHomePageSchema>;

export const operatorSaveHomePageCall = defineCall({
  name: 'operator_save_home_page',
  method: 'POST',
  access: 'operator',
  request: SaveHomePageSchema,
  response: HomePageSchema,
});

import type { HomePage } from '@faith-shield/contract/home/home-page';
import type { SaveHomePageSchema } from '@faith-shield/contract/operator-content/operator-save-home-page';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { homePage, homePageItems } from '../../db/schema/index';
import { sanitizeRichHtml } from '../../infra/html/sanitize-html';
import { getHomePage } from '../home/home-page';

type Input = z.output<typeof SaveHomePageSchema>;
type ItemKind = (typeof homePageItems.$inferInsert)['kind'];

const LISTS: [ItemKind, keyof Input][] = [
  ['testimonial', 'our_testimonial'],
  ['core_feature', 'core_feature'],
  ['why_choose', 'why_choose'],
  ['faq', 'faq'],
  ['subscription_plan', 'subscription_plan'],
  ['event', 'event'],
];

const pageColumns = (input: Input) => ({
  title: input.home_tiltle,
  // kept clean as well as served clean: the console shows what was stored
  descriptionHtml: sanitizeRichHtml(input.home_description),
  videoLink: input.video_link,
  visitorsTitle: input.visitors_title,
  visitorsDescription: input.visitors_description,
  visitorsImage: input.visitors_image,
  contactEmail: input.contact_email,
  contactMobile: input.contact_mobile,
  contactAddress: input.contact_address,
  facebook: input.facebook,
  twitter: input.twitter,
  instagram: input.instagram,
  linkedIn: input.linkedIn,
  youTube: input.youTube,
  coreFeatureTitle: input.core_feature_title,
  testimonialTitle: input.our_testimonial_title,
  whyChooseTitle: input.why_choose_title,
  faqTitle: input.faq_main_title,
  subscriptionTitle: input.subscription_title,
  subscriptionDescription: input.subscription_description,
  eventTitle: input.event_title,
  eventDescription: input.event_description,
});

/**
 * operator_save_home_page: the page's one row and its lists, replaced as a whole inside the
 * caller's transaction. Answers the page before and after, as the public reads it.
 */
export async function saveHomePage(
  tx: Database,
  input: Input,
): Promise<{ before: HomePage; after: HomePage }> {
  const before = await getHomePage(tx);
  await tx
    .insert(homePage)
    .values({ id: 1, ...pageColumns(input) })
    .onConflictDoUpdate({ target: homePage.id, set: pageColumns(input) });
  await tx.delete(homePageItems);
  const items = LISTS.flatMap(([kind, field]) =>
    (input[field] as { title: string; description: string; image?: string }[]).map((item, position) => ({
      kind,
      position,
      title: item.title,
      description: item.description,
      image: item.image ?? '',
    })),
  );
  if (items.length > 0) await tx.insert(homePageItems).values(items);
  return { before, after: await getHomePage(tx) };
}

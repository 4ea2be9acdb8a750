import { HOME_PAGE_MESSAGES, type HomePage } from '@faith-shield/contract/home/home-page';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { homePage, homePageItems } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import { sanitizeRichHtml } from '../../infra/html/sanitize-html';

/** The home page content and its three lists, in their editorial order. */
export async function getHomePage(db: Database): Promise<HomePage> {
  const [[page], items] = await Promise.all([
    db.select().from(homePage).limit(1),
    db.select().from(homePageItems).orderBy(asc(homePageItems.kind), asc(homePageItems.position)),
  ]);
  if (!page) throw notFound(HOME_PAGE_MESSAGES.noContent);
  const listOf = (kind: (typeof items)[number]['kind']) => items.filter((item) => item.kind === kind);
  const titledOf = (kind: (typeof items)[number]['kind']) =>
    listOf(kind).map(({ title, description }) => ({ title, description }));
  return {
    home_tiltle: page.title,
    home_description: sanitizeRichHtml(page.descriptionHtml),
    video_link: page.videoLink,
    visitors_title: page.visitorsTitle,
    visitors_description: page.visitorsDescription,
    visitors_image: page.visitorsImage,
    contact_email: page.contactEmail,
    contact_mobile: page.contactMobile,
    contact_address: page.contactAddress,
    facebook: page.facebook,
    twitter: page.twitter,
    instagram: page.instagram,
    linkedIn: page.linkedIn,
    youTube: page.youTube,
    core_feature_title: page.coreFeatureTitle,
    our_testimonial_title: page.testimonialTitle,
    why_choose_title: page.whyChooseTitle,
    faq_main_title: page.faqTitle,
    subscription_title: page.subscriptionTitle,
    subscription_description: page.subscriptionDescription,
    event_title: page.eventTitle,
    event_description: page.eventDescription,
    our_testimonial: listOf('testimonial').map(({ title, description, image }) => ({
      title,
      description,
      image,
    })),
    core_feature: titledOf('core_feature'),
    why_choose: titledOf('why_choose'),
    faq: titledOf('faq'),
    subscription_plan: titledOf('subscription_plan'),
    event: titledOf('event'),
  };
}

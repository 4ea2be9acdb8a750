import type { HomePage } from '@faith-shield/contract/home/home-page';
import type { operatorSaveHomePageCall } from '@faith-shield/contract/operator-content/operator-save-home-page';
import { callOperator } from '../../lib/call-operator';

const LISTS = ['our_testimonial', 'core_feature', 'why_choose', 'faq', 'subscription_plan', 'event'] as const;

/** The page as the form holds it; its lists travel as JSON text. */
export const operatorSaveHomePage = (page: HomePage) =>
  callOperator<typeof operatorSaveHomePageCall>('operator_save_home_page', {
    ...page,
    ...Object.fromEntries(LISTS.map((list) => [list, JSON.stringify(page[list])])),
  });

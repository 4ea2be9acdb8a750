import { PRODUCT_NAME } from '@faith-shield/contract/shared/constants';

/** The ids of the home page's sections that the navigation points at (spec 01 §2). */
export const HOME_SECTIONS = {
  home: 'home',
  subscription: 'subscription',
  product: 'product',
  event: 'event',
  faq: 'faq',
} as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];

export type NavItem = { label: string; to: string };

const section = (id: HomeSectionId) => `/home#${id}`;

/**
 * spec 01 §2: the anchors Home, Subscription, Meet our Board of Directors, the product section
 * (named after the product), Event and FAQ.
 */
export const SITE_NAV: readonly NavItem[] = [
  { label: 'Home', to: section('home') },
  { label: 'Subscription', to: section('subscription') },
  { label: 'Meet our Board of Directors', to: '/directors' },
  { label: PRODUCT_NAME, to: section('product') },
  { label: 'Event', to: section('event') },
  { label: 'FAQ', to: section('faq') },
];

/** The header's calls to action: the waitlist, sign-up (free trial) and login. */
export const SITE_ACTIONS = {
  waitlist: { label: 'Join waitlist', to: '/waitlist' },
  signup: { label: 'Sign up', to: '/signup' },
  login: { label: 'Login', to: '/login' },
} as const satisfies Record<string, NavItem>;

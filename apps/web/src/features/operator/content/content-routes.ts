import {
  IconBooks,
  IconCoin,
  IconFileText,
  IconHome,
  IconListCheck,
  IconNews,
  IconShieldCheck,
} from '@tabler/icons-react';

/**
 * The console's content screens (docs/decisions/023), added to OPERATOR_ROUTES and OPERATOR_NAV
 * (the title is also the nav label). Each is a chunk of its own.
 */
export const CONTENT_ROUTES = [
  {
    path: '/operator/content/home',
    title: 'Home page',
    icon: IconHome,
    load: () => import('./components/home-page-editor-page').then((m) => ({ default: m.HomePageEditorPage })),
  },
  {
    path: '/operator/content/plans',
    title: 'Plans and prices',
    icon: IconCoin,
    load: () => import('./components/plans-editor-page').then((m) => ({ default: m.PlansEditorPage })),
  },
  {
    path: '/operator/content/news',
    title: 'News',
    icon: IconNews,
    load: () => import('./components/news-editor-page').then((m) => ({ default: m.NewsEditorPage })),
  },
  {
    path: '/operator/content/resources',
    title: 'Resources',
    icon: IconBooks,
    load: () =>
      import('./components/resources-editor-page').then((m) => ({ default: m.ResourcesEditorPage })),
  },
  {
    path: '/operator/content/waitlist',
    title: 'Waitlist questions',
    icon: IconListCheck,
    load: () => import('./components/wait-list-editor-page').then((m) => ({ default: m.WaitListEditorPage })),
  },
  {
    path: '/operator/content/risk',
    title: 'Risk assessment',
    icon: IconShieldCheck,
    load: () => import('./components/risk-editor-page').then((m) => ({ default: m.RiskEditorPage })),
  },
  {
    path: '/operator/content/pages',
    title: 'Board and legal pages',
    icon: IconFileText,
    load: () => import('./components/pages-editor-page').then((m) => ({ default: m.PagesEditorPage })),
  },
];

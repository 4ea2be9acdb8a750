import { VIDEO_POSTER } from './src/features/home/video-poster.ts';

/**
 * The public pages written out at build time (prerender.ts), each with the module of its
 * screen (src/app/public-routes.ts loads the same). Only pages whose first render is the
 * same for every signed-out visitor: /home's content comes from the API, so its page holds
 * the header and the loading state until that answers.
 */
export type PrerenderedPage = {
  path: string;
  screen: string;
  /**
   * Images the first screen shows once it is live, fetched with the page instead of after the
   * app and its data: /home's largest paint is the video poster.
   */
  images?: readonly string[];
};

const HOME_SCREEN = 'src/features/home/components/home-page.tsx';
const HOME_IMAGES = [VIDEO_POSTER];

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', screen: HOME_SCREEN, images: HOME_IMAGES },
  { path: '/home', screen: HOME_SCREEN, images: HOME_IMAGES },
  { path: '/login', screen: 'src/features/accounts/components/login-page.tsx' },
  { path: '/signup', screen: 'src/features/accounts/components/signup-page.tsx' },
  { path: '/waitlist', screen: 'src/features/public-site/components/wait-list-page.tsx' },
  { path: '/forgot-password', screen: 'src/features/accounts/components/forgot-password-page.tsx' },
];

/** The file a page is written to, under dist/prerendered/ (the server looks it up the same way). */
export const prerenderedFileName = (pagePath: string) =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;

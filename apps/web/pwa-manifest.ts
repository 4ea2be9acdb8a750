import type { ManifestOptions } from 'vite-plugin-pwa';
import { THEME_COLOR } from './src/app/theme-colors.ts';

// Node loads this file for the build, and cannot load the contract's .ts files; this is
// PRODUCT_NAME of @faith-shield/contract/shared/constants.
const PRODUCT_NAME = 'Faith Shield';

const icon = (size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** The web app manifest: what an installed Faith Shield looks like on a phone. */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_NAME,
  description: 'Safety and security tools for places of worship and their volunteer security teams.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  categories: ['productivity', 'utilities'],
  icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
};

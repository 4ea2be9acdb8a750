import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellScrollClasses } from './app-shell-scroll-classes.ts';
import { compileHints } from './compile-hints.ts';
import { contractCalls } from './contract-calls.ts';
import { mantineStableIds } from './mantine-stable-ids.ts';
import { mantineStylesCheck } from './mantine-styles-check.ts';
import { precompress } from './precompress.ts';
import { APP_MODULES, preloadApp } from './preload-app.ts';
import { prerender } from './prerender.ts';
import { pwaManifest } from './pwa-manifest.ts';
import { appShellPrecache } from './pwa-precache.ts';
import { shieldMarkHtml } from './shield-mark-html.ts';
import { tablerSinglePathIcons } from './tabler-single-path-icons.ts';
import { themeVariables } from './theme-variables.ts';

// The API (apps/api) listens on 3000 and serves dist/ in production (DESIGN.md §2).
const API_ORIGIN = 'http://localhost:3000';

const precache = appShellPrecache();

const appModules = new Set(APP_MODULES);

/**
 * What every form page (/login, /signup, /waitlist, /forgot-password) draws and validates with:
 * @mantine/form and Mantine's text input. /home uses neither.
 */
const FORM_MODULES =
  /[\\/]node_modules[\\/]@mantine[\\/](form[\\/]|core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput)[\\/])/;

export default defineConfig({
  plugins: [
    mantineStableIds(),
    appShellScrollClasses(),
    tablerSinglePathIcons(),
    react(),
    contractCalls(),
    themeVariables(),
    shieldMarkHtml(),
    precache.plugin,
    VitePWA({
      registerType: 'autoUpdate',
      // main.tsx registers it (lib/register-service-worker.ts): one request fewer on a first visit.
      injectRegister: false,
      // globPatterns below already precaches public/ (icons, favicon, robots.txt).
      includeManifestIcons: false,
      manifest: pwaManifest,
      workbox: {
        // Every member screen's script is precached, public and signed-in, so the app opens and
        // draws with no network after one visit (pwa-precache.ts); the operators' console is
        // cached as it loads (runtimeCaching below).
        globPatterns: ['**/*.{js,css,html,ico,png,svg,txt,woff2,webmanifest}'],
        // shows Web Push messages and opens their screen on a tap (public/sw-push.js)
        importScripts: ['/sw-push.js'],
        manifestTransforms: [precache.manifestTransform],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/healthz(\/|$)/],
        cleanupOutdatedCaches: true,
        // autoUpdate: a new release takes over at once, and the first visit is controlled too,
        // so the screens it goes on to open are cached.
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Hashed file names never change content, so the first copy is good for ever.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'faith-shield-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
        ],
      },
    }),
    mantineStylesCheck(),
    compileHints(),
    preloadApp(),
    prerender(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
      // the live chat connection (a WebSocket)
      '/live': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Each script file costs a first visit a request and its headers (docs/decisions/014).
        codeSplitting: {
          // Small chunks shared by a few screens are copied into each screen that uses them
          // instead of being files of their own. (It turns on strictExecutionOrder, under which
          // rolldown keeps the entry's 42-byte facade and its runtime as files of their own.)
          experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
          groups: [
            // main.tsx and what it imports stay the entry's: otherwise "app" would take them (React,
            // the session) and the entry, which paints nothing but must run first, would wait for it.
            { name: 'main', tags: ['$initial'], priority: 3 },
            // React's renderer and the app's start with all they import (Mantine's base, TanStack
            // Query, the router): every page loads them once painted, so one file.
            { name: 'app', test: (id) => appModules.has(id), priority: 2 },
            // The modules named only: what they import (Mantine's buttons, ids) /home uses too, and
            // /home must not load "form".
            { name: 'form', test: FORM_MODULES, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

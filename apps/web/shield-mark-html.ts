import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { inlineShieldMark } from './src/components/ui/shield-mark-markup.ts';

const PLACEHOLDER = '<!--shield-mark-->';

/** index.html's splash draws the shield inline from public/favicon.svg (src/components/ui/shield-mark.tsx). */
export function shieldMarkHtml(): Plugin {
  let publicDir = '';
  return {
    name: 'faith-shield:shield-mark-html',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
      const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
      return html.replace(PLACEHOLDER, inlineShieldMark(favicon, '48'));
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { shieldSymbol, shieldUse } from './src/components/ui/shield-mark-markup.ts';

const PLACEHOLDER = '<!--shield-mark-->';

/**
 * Writes the shield's symbol, drawn from public/favicon.svg, at the start of index.html's body
 * (every page, prerendered or not, is index.html), and draws the splash's shield from it.
 */
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
      return html
        .replace('<body>', `<body>\n    ${shieldSymbol(favicon)}`)
        .replace(PLACEHOLDER, shieldUse(48));
    },
  };
}

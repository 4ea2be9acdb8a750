import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIELD_SYMBOL_ID, shieldSymbol, shieldUse } from './shield-mark-markup';

const favicon = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/favicon.svg'), 'utf8');
const shapesOf = (svg: string) =>
  [...svg.matchAll(/<(rect|path|polyline)\b[^>]*>/g)].map((match) => match[0]);

describe("the shield every page holds, drawn from the favicon's file", () => {
  const page = new DOMParser().parseFromString(
    `<body>${shieldSymbol(favicon)}${shieldUse(48)}</body>`,
    'text/html',
  );

  it('is a hidden symbol with every shape of the favicon and no title of its own', () => {
    const symbol = page.getElementById(SHIELD_SYMBOL_ID);
    expect(symbol?.tagName.toLowerCase()).toBe('symbol');
    expect(symbol?.closest('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(symbol?.querySelector('title')).toBeNull();
    expect(shapesOf(symbol?.innerHTML ?? '')).toHaveLength(shapesOf(favicon).length);
    expect(shapesOf(favicon).length).toBeGreaterThan(2);
  });

  it('is drawn by size, hidden from assistive technology', () => {
    const drawn = page.querySelectorAll('body > svg')[1];
    expect(drawn?.getAttribute('width')).toBe('48');
    expect(drawn?.getAttribute('aria-hidden')).toBe('true');
    expect(drawn?.querySelector('use')?.getAttribute('href')).toBe(`#${SHIELD_SYMBOL_ID}`);
  });
});

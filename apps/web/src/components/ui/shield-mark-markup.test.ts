import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineShieldMark } from './shield-mark-markup';

const favicon = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/favicon.svg'), 'utf8');

describe('the shield drawn inline from the favicon', () => {
  const markup = inlineShieldMark(favicon, '48');
  const drawn = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;

  it('is sized, hidden from assistive technology and without a title of its own', () => {
    expect(drawn.getAttribute('width')).toBe('48');
    expect(drawn.getAttribute('height')).toBe('48');
    expect(drawn.getAttribute('aria-hidden')).toBe('true');
    expect(drawn.querySelector('title')).toBeNull();
  });

  it('draws every shape of the favicon', () => {
    const shapes = (svg: string) =>
      [...svg.matchAll(/<(rect|path|polyline)\b[^>]*>/g)].map((match) => match[0]);
    expect(shapes(markup)).toEqual(shapes(favicon));
    expect(shapes(favicon).length).toBeGreaterThan(2);
  });
});

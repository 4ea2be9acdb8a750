import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { singlePathIconNode, tablerSinglePathIcons } from './tabler-single-path-icons.ts';

const iconFile = (name: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@tabler/icons-react/package.json')),
    'dist/esm/icons',
    `${name}.mjs`,
  );

describe('Tabler icons drawn as one path', () => {
  it("joins an outline icon's paths into one, where the first was", () => {
    expect(
      singlePathIconNode([
        ['path', { d: 'M4 7h16', key: 'svg-0' }],
        ['circle', { cx: '12', cy: '12', r: '3', key: 'svg-1' }],
        ['path', { d: 'M8 3l0 4', key: 'svg-2' }],
      ]),
    ).toEqual([
      ['path', { d: 'M4 7h16 M8 3l0 4', key: 'svg-0' }],
      ['circle', { cx: '12', cy: '12', r: '3', key: 'svg-1' }],
    ]);
  });

  it('leaves alone a path that starts from where the last ended, or draws with attributes of its own', () => {
    const node: Parameters<typeof singlePathIconNode>[0] = [
      ['path', { d: 'M4 7h16', key: 'svg-0' }],
      ['path', { d: 'm8 3l0 4', key: 'svg-1' }],
      ['path', { d: 'M1 1h2', fill: 'currentColor', key: 'svg-2' }],
    ];
    expect(singlePathIconNode(node)).toEqual(node);
  });

  it("rewrites the installed package's outline icons and not its filled ones", () => {
    const plugin = tablerSinglePathIcons();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const outline = iconFile('IconCalendarEvent');
    const result = transform(fs.readFileSync(outline, 'utf8'), outline);
    expect(result?.code.match(/\["path"/g)).toHaveLength(1);
    expect(result?.code).toContain('"d":"M4 7a2 2 0 0 1 2 -2h12');
    const filled = iconFile('IconPlayerPlayFilled');
    expect(transform(fs.readFileSync(filled, 'utf8'), filled)).toBeUndefined();
  });
});

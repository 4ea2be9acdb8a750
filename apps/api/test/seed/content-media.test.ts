import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import news from '../../seed/news.json' with { type: 'json' };
import hub from '../../seed/resources.json' with { type: 'json' };

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');
/** The repository stays small: every picture and clip of the seeded content together. */
const MEDIA_BUDGET_BYTES = 400 * 1024;

const fileOf = (publicPath: string) => path.join(PUBLIC_DIR, publicPath);
const isWebp = (data: Buffer) =>
  data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
const isMp4 = (data: Buffer) => data.subarray(4, 8).toString('latin1') === 'ftyp';

describe('the seeded content’s media, shipped by the web app', () => {
  const items = [...hub.resources, ...news];

  it('has a WebP picture for every category and image item, and a clip with a WebP poster for every video', () => {
    for (const category of hub.categories)
      expect(isWebp(fs.readFileSync(fileOf(category.image))), category.slug).toBe(true);
    for (const item of items) {
      const media = fs.readFileSync(fileOf(item.media));
      const thumb = fs.readFileSync(fileOf(item.thumb));
      expect(item.type === 'Video' ? isMp4(media) : isWebp(media), item.slug).toBe(true);
      expect(isWebp(thumb), item.slug).toBe(true);
    }
  });

  it(`keeps all of it under ${MEDIA_BUDGET_BYTES / 1024} KB`, () => {
    const paths = new Set([
      ...hub.categories.map((c) => c.image),
      ...items.flatMap((i) => [i.media, i.thumb]),
    ]);
    const total = [...paths].reduce((sum, publicPath) => sum + fs.statSync(fileOf(publicPath)).size, 0);
    expect(total).toBeLessThan(MEDIA_BUDGET_BYTES);
  });

  it('gives every drill and post a description a team can act on', () => {
    for (const item of items) expect(item.description.length, item.slug).toBeGreaterThan(200);
    const categories = hub.categories.map((category) => category.title);
    expect(categories).toEqual([
      'Evacuation',
      'Lockdown',
      'Medical Emergency',
      'Severe Weather',
      'Suspicious Package',
      'De-escalation',
    ]);
    for (const category of hub.categories)
      expect(hub.resources.filter((r) => r.category === category.slug).length, category.slug).toBeGreaterThan(
        0,
      );
  });
});

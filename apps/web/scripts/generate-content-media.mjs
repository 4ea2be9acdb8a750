// Draws the resource hub's and the news' pictures (WebP), and makes the video items' clips
// (H.264 MP4) and posters, into apps/web/public/media, at the paths the seed files name
// (apps/api/seed/resources.json, news.json). The output is committed: `npm start` needs
// neither this script nor ffmpeg. Run: node apps/web/scripts/generate-content-media.mjs
// (needs ffmpeg with libx264 for the clips).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CLIPS, stepCard, titleCard } from './content-media/clips.mjs';
import { categoryPicture, PICTURES } from './content-media/scenes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const PUBLIC_DIR = join(ROOT, 'apps', 'web', 'public');
const seed = (name) => JSON.parse(readFileSync(join(ROOT, 'apps', 'api', 'seed', name), 'utf8'));

const TITLE_SECONDS = 3;
const STEP_SECONDS = 2.5;
const FADE_SECONDS = 0.5;

const written = [];
const target = (publicPath) => {
  const file = join(PUBLIC_DIR, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  written.push(file);
  return file;
};

const toWebp = (svgText, file) =>
  sharp(Buffer.from(svgText)).webp({ quality: 78, effort: 6, smartSubsample: true }).toFile(file);

/** The clip: each card held, then cross-faded into the next; a bar runs along the bottom. */
function makeClip(clip, file, workDir) {
  const cards = [titleCard(clip), ...clip.steps.map((_, i) => stepCard(clip, i))];
  const durations = [TITLE_SECONDS, ...clip.steps.map(() => STEP_SECONDS)];
  const inputs = [];
  cards.forEach((_, i) => {
    inputs.push(
      '-loop',
      '1',
      '-t',
      String(durations[i] + FADE_SECONDS),
      '-i',
      join(workDir, `${clip.slug}-${i}.png`),
    );
  });
  const total = durations.reduce((sum, seconds) => sum + seconds, 0) + FADE_SECONDS;
  const filters = [];
  let last = '[0:v]';
  let offset = 0;
  for (let i = 1; i < cards.length; i += 1) {
    offset += durations[i - 1];
    const out = `[x${i}]`;
    filters.push(`${last}[${i}:v]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}${out}`);
    last = out;
  }
  filters.push(`color=c=white@0.85:s=640x6:d=${total}[bar]`);
  filters.push(`${last}[bar]overlay=x='-w+w*t/${total}':y=354:shortest=1,format=yuv420p[v]`);
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      filters.join(';'),
      '-map',
      '[v]',
      '-r',
      '24',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '32',
      '-movflags',
      '+faststart',
      '-an',
      file,
    ],
    { stdio: 'inherit' },
  );
}

async function main() {
  const hub = seed('resources.json');
  const news = seed('news.json');
  for (const category of hub.categories) await toWebp(categoryPicture(category.slug), target(category.image));

  const items = [...hub.resources, ...news];
  for (const item of items.filter((entry) => entry.type === 'Image')) {
    const draw = PICTURES[item.slug];
    if (!draw) throw new Error(`no picture is drawn for ${item.slug}`);
    await toWebp(draw(), target(item.media));
  }

  const workDir = mkdtempSync(join(tmpdir(), 'content-media-'));
  try {
    for (const item of items.filter((entry) => entry.type === 'Video')) {
      const clip = CLIPS.find((entry) => entry.slug === item.slug);
      if (!clip) throw new Error(`no clip is made for ${item.slug}`);
      const cards = [titleCard(clip), ...clip.steps.map((_, i) => stepCard(clip, i))];
      for (const [i, card] of cards.entries())
        await sharp(Buffer.from(card))
          .png()
          .toFile(join(workDir, `${clip.slug}-${i}.png`));
      await toWebp(cards[0], target(item.thumb));
      makeClip(clip, target(item.media), workDir);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  let total = 0;
  for (const file of written) total += statSync(file).size;
  writeFileSync(1, `${written.length} files, ${(total / 1024).toFixed(1)} KB in apps/web/public/media\n`);
}

await main();

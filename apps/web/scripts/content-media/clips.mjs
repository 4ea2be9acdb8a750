// The short clips of the video items: a title card and four step cards each, drawn here and
// joined with cross-fades by ffmpeg (generate-content-media.mjs).
import { at, background, circle, rect, svg, text, WHITE } from './art.mjs';
import { H, MOTIFS, PALETTE, W } from './scenes.mjs';

export const CLIPS = [
  {
    slug: 'fire-evacuation-drill',
    folder: 'resources',
    category: 'evacuation',
    kicker: 'DRILL',
    title: ['Fire evacuation', 'during a service'],
    steps: [
      ['Sound the alarm', 'and call 911'],
      ['Ushers open every exit', 'and point the way'],
      ['Sweep rooms, nursery', 'and restrooms'],
      ['Headcount at the', 'assembly point'],
    ],
  },
  {
    slug: 'lockdown-drill',
    folder: 'resources',
    category: 'lockdown',
    kicker: 'DRILL',
    title: ['Lockdown drill:', 'lock, lights,', 'out of sight'],
    steps: [
      ['Announce it plainly:', '“Lockdown” three times'],
      ['Lock or barricade', 'the nearest door'],
      ['Lights off, phones silent,', 'out of sight'],
      ['Open only for police', 'or the team lead'],
    ],
  },
  {
    slug: 'evacuation-briefing-for-ushers',
    folder: 'news',
    category: 'evacuation',
    kicker: 'BRIEFING',
    footer: 'Faith Shield · News & Blog',
    title: ['The one-minute', 'usher briefing'],
    steps: [
      ['Your two nearest exits', 'from your section'],
      ['The signal', 'to evacuate'],
      ['Where we', 'assemble'],
      ['Who gets your', 'headcount'],
    ],
  },
];

const lines = (x, y, content, options) =>
  content.map((words, i) => text(x, y + i * (options.size + 10), words, options)).join('');

export const titleCard = (clip) => {
  const bg = background('t', W, H, ...PALETTE[clip.category]);
  return svg(
    W,
    H,
    [
      bg.body,
      rect(0, 0, W, H, '#000', { opacity: 0.12 }),
      at(160, 170, 0.85, MOTIFS[clip.category]()),
      text(300, 120, clip.kicker, { size: 20, weight: 700, fill: '#fff3bf' }),
      lines(300, clip.title.length > 2 ? 160 : 170, clip.title, { size: 30 }),
      text(300, 300, clip.footer ?? 'Faith Shield · Resource Hub', { size: 16, weight: 400 }),
    ].join(''),
    bg.defs,
  );
};

export const stepCard = (clip, index) => {
  const [, dark] = PALETTE[clip.category];
  const bg = background('s', W, H, dark, '#0b1a33');
  const dots = clip.steps.map((_, i) =>
    circle(W / 2 - 36 + i * 24, 320, 7, i === index ? WHITE : '#ffffff', { opacity: i === index ? 1 : 0.35 }),
  );
  return svg(
    W,
    H,
    [
      bg.body,
      circle(130, 170, 70, WHITE),
      text(130, 196, String(index + 1), { size: 76, fill: dark, anchor: 'middle' }),
      lines(230, 160, clip.steps[index], { size: 32 }),
      ...dots,
    ].join(''),
    bg.defs,
  );
};

// The pictures of the resource hub and the news: one scene per seeded item (slug), one motif
// per category. 640 × 360 (16:9) for items, 320 × 180 for categories.
import {
  aed,
  assemblyPoint,
  at,
  atMirrored,
  background,
  bag,
  bolt,
  bubble,
  building,
  calendar,
  calmWaves,
  car,
  checkBadge,
  circle,
  clipboard,
  clock,
  cloud,
  crib,
  crouching,
  disc,
  door,
  ecg,
  exitSign,
  firstAidKit,
  flashlight,
  floorPlan,
  forbidden,
  handset,
  heart,
  lights,
  line,
  notepad,
  padlock,
  path,
  person,
  radio,
  rect,
  svg,
  text,
  tornado,
  tourniquet,
  WHITE,
} from './art.mjs';

export const W = 640;
export const H = 360;

/** Each category's colours: [light, dark]. */
export const PALETTE = {
  evacuation: ['#69db7c', '#2b8a3e'],
  lockdown: ['#748ffc', '#364fc7'],
  'medical-emergency': ['#ff8787', '#c92a2a'],
  'severe-weather': ['#74c0fc', '#1864ab'],
  'suspicious-package': ['#ffc078', '#d9480f'],
  'de-escalation': ['#b197fc', '#6741d9'],
  news: ['#7aa0df', '#1c3f7f'],
};

const scene = (id, colours, body) => {
  const bg = background(id, W, H, colours[0], colours[1]);
  return svg(W, H, bg.body + body, bg.defs);
};

const floor = (y, fill = '#000', opacity = 0.14) => rect(0, y, W, H - y, fill, { opacity });

/** The category's motif, drawn around (0, 0) in about 240 × 200 units. */
export const MOTIFS = {
  evacuation: () => at(0, 0, 1.15, exitSign()),
  lockdown: () => at(0, -10, 1, padlock()),
  'medical-emergency': () => [at(0, 0, 1.9, heart(WHITE)), at(0, 0, 1, ecg('#c92a2a', 7))].join(''),
  'severe-weather': () =>
    [at(-20, 6, 1, tornado(WHITE)), at(50, -44, 0.7, cloud('#dee2e6')), at(52, 6, 1, bolt('#ffd43b'))].join(
      '',
    ),
  'suspicious-package': () =>
    [
      at(0, 50, 1, bag()),
      at(62, -52, 0.9, disc(30)),
      at(62, -52, 0.9, path('M-6 -16 L6 -16 L4 8 L-4 8 Z M-6 14 L6 14 L6 24 L-6 24 Z', '#d9480f')),
    ].join(''),
  'de-escalation': () =>
    [
      at(-50, -20, 1, bubble(130, 80, WHITE)),
      at(-50, -20, 1, calmWaves('#6741d9')),
      at(60, 30, 0.8, bubble(110, 70, '#e5dbff', { tail: 'right' })),
    ].join(''),
};

export const categoryPicture = (slug) => {
  const bg = background(`c-${slug}`, 320, 180, ...PALETTE[slug]);
  return svg(320, 180, bg.body + at(160, 92, 0.62, MOTIFS[slug]()), bg.defs);
};

/** One picture per seeded resource and news post that is an image. */
export const PICTURES = {
  'children-ministry-evacuation': () =>
    scene(
      's1',
      PALETTE.evacuation,
      [
        floor(290),
        at(520, 290, 0.95, building()),
        at(140, 290, 1, assemblyPoint('#1b5e20')),
        atMirrored(230, 290, 1.15, person('#1864ab', { arms: 'point' })),
        at(285, 290, 0.72, person('#f08c00')),
        at(325, 290, 0.7, person('#e64980')),
        at(90, 112, 0.38, clipboard(3, 2)),
        path('M390 250 L440 250', 'none', {
          stroke: WHITE,
          'stroke-width': 8,
          'stroke-dasharray': '14 10',
          'stroke-linecap': 'round',
        }),
        at(420, 80, 0.6, disc(60)),
        at(420, 96, 0.5, crib()),
      ].join(''),
    ),
  'perimeter-lockout': () =>
    scene(
      's2',
      PALETTE.lockdown,
      [
        floor(290),
        at(320, 290, 1.25, building({ wall: '#e7f5ff', door: '#495057' })),
        at(320, 190, 0.55, padlock()),
        at(190, 290, 1.05, person('#2b8a3e', { arms: 'radio' })),
        at(208, 232, 0.5, radio()),
        rect(40, 300, 560, 0.1, 'none'),
        path('M60 330 L580 330', 'none', {
          stroke: WHITE,
          'stroke-width': 6,
          'stroke-dasharray': '20 14',
          opacity: 0.8,
        }),
        at(540, 100, 0.6, disc(50)),
        at(540, 106, 0.42, padlock('#364fc7', '#adb5bd')),
      ].join(''),
    ),
  'cpr-aed-drill': () =>
    scene(
      's3',
      PALETTE['medical-emergency'],
      [
        at(200, 180, 1.05, disc(120)),
        at(200, 180, 1.1, aed()),
        at(450, 150, 1.3, heart(WHITE)),
        at(450, 152, 1.1, ecg('#c92a2a', 7)),
        at(450, 270, 0.9, text(0, 0, '100–120 / min', { size: 30, anchor: 'middle' })),
      ].join(''),
    ),
  'stop-the-bleed': () =>
    scene(
      's4',
      ['#fa5252', '#a51111'],
      [
        at(210, 190, 1, disc(120)),
        at(210, 200, 1.2, firstAidKit()),
        at(450, 180, 1, disc(100)),
        at(450, 196, 1.3, tourniquet()),
      ].join(''),
    ),
  'tornado-shelter-drill': () =>
    scene(
      's5',
      ['#a5d8ff', '#364fc7'],
      [
        floor(250, '#2b8a3e', 0.6),
        at(150, 150, 1.2, tornado('#495057')),
        at(150, 40, 0.9, cloud('#495057')),
        rect(330, 250, 280, 100, '#343a40', { opacity: 0.55 }),
        at(470, 250, 0.9, building({ width: 240, height: 110 })),
        at(400, 330, 1, crouching('#f08c00')),
        at(470, 330, 1, crouching('#1864ab')),
        at(540, 330, 1, crouching('#e64980')),
        path('M470 150 L470 225 M450 205 L470 228 L490 205', 'none', {
          stroke: '#ffd43b',
          'stroke-width': 10,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      ].join(''),
    ),
  'storm-power-outage': () =>
    scene(
      's6',
      ['#343a40', '#0b1a33'],
      [
        at(120, 90, 1, cloud('#868e96')),
        at(130, 150, 1.1, bolt('#ffd43b')),
        at(250, 250, 1, flashlight()),
        ...[420, 480, 540].map((x, i) => at(x, 320, 0.95, person(['#4dabf7', '#ff922b', '#f783ac'][i]))),
        rect(380, 320, 220, 14, '#5c3d1e', { rx: 4 }),
      ].join(''),
    ),
  'unattended-bag': () =>
    scene(
      's7',
      PALETTE['suspicious-package'],
      [
        floor(290),
        circle(220, 260, 110, 'none', { stroke: WHITE, 'stroke-width': 6, 'stroke-dasharray': '18 12' }),
        at(220, 290, 1.1, bag()),
        at(320, 130, 0.8, disc(48)),
        at(320, 130, 0.8, forbidden(34)),
        at(
          320,
          130,
          0.8,
          path('M-10 18 L-10 -16 M-2 18 L-2 -22 M6 18 L6 -18', 'none', {
            stroke: '#495057',
            'stroke-width': 6,
            'stroke-linecap': 'round',
          }),
        ),
        at(500, 290, 1.1, person('#1864ab', { arms: 'point' })),
        at(570, 290, 0.95, person('#2b8a3e')),
        path('M430 200 L380 200 M395 185 L378 200 L395 215', 'none', {
          stroke: WHITE,
          'stroke-width': 7,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      ].join(''),
    ),
  'threat-call-checklist': () =>
    scene(
      's8',
      ['#ffd8a8', '#e8590c'],
      [
        at(210, 180, 1, disc(110)),
        at(210, 186, 1.3, handset('#343a40')),
        at(440, 190, 1.05, clipboard(4, 2, '#e8590c')),
      ].join(''),
    ),
  'disruptive-person': () =>
    scene(
      's9',
      PALETTE['de-escalation'],
      [
        floor(300),
        at(230, 300, 1.45, person('#1864ab', { arms: 'calm' })),
        at(430, 300, 1.45, person('#c92a2a', { arms: 'wave' })),
        at(200, 90, 1, bubble(140, 84, WHITE)),
        at(200, 90, 1, calmWaves('#6741d9')),
        at(470, 80, 1, bubble(150, 96, '#ffe3e3', { jagged: true })),
        at(470, 80, 1, bolt('#c92a2a')),
        line(330, 150, 330, 290, WHITE, 4, { 'stroke-dasharray': '10 10', opacity: 0.8 }),
      ].join(''),
    ),
  'parking-lot-dispute': () =>
    scene(
      's10',
      ['#99e9f2', '#0b7285'],
      [
        floor(280, '#343a40', 0.5),
        ...[80, 240, 400, 560].map((x) => rect(x, 318, 60, 6, WHITE, { opacity: 0.8 })),
        at(330, 300, 1, car('#f1f3f5')),
        at(150, 300, 1.1, person('#c92a2a', { arms: 'wave' })),
        at(500, 300, 1.1, person('#f08c00', { arms: 'calm' })),
        at(585, 300, 0.9, person('#364fc7', { arms: 'radio' })),
        at(598, 253, 0.4, radio()),
        at(320, 90, 0.75, bubble(120, 70, WHITE, { jagged: true })),
        at(320, 90, 0.75, bolt('#c92a2a')),
      ].join(''),
    ),
  'christmas-services-checklist': () =>
    scene(
      'n1',
      PALETTE.news,
      [
        floor(300),
        at(210, 300, 1.1, building({ wall: '#fff9db' })),
        lights(80, 340, 110),
        at(480, 190, 1, clipboard(4, 3)),
      ].join(''),
    ),
  'greeters-are-security': () =>
    scene(
      'n2',
      ['#a9e34b', '#2b8a3e'],
      [
        floor(300),
        at(270, 300, 1.4, door(true)),
        at(380, 300, 1.5, person('#1c3f7f', { arms: 'wave' })),
        at(180, 300, 1.2, person('#e64980')),
        at(130, 300, 0.8, person('#f08c00')),
        at(540, 150, 0.9, disc(70)),
        at(540, 190, 1, radio()),
      ].join(''),
    ),
  'monthly-aed-check': () =>
    scene(
      'n3',
      ['#ffa8a8', '#c92a2a'],
      [
        at(220, 190, 1.1, disc(110)),
        at(220, 190, 1.05, aed()),
        at(300, 110, 1, checkBadge()),
        at(460, 190, 1.1, calendar()),
      ].join(''),
    ),
  'severe-weather-season': () =>
    scene(
      'n4',
      PALETTE['severe-weather'],
      [
        at(240, 190, 1.15, floorPlan()),
        at(500, 120, 0.9, cloud(WHITE)),
        at(505, 190, 1, bolt('#ffd43b')),
        at(490, 280, 0.8, tornado('#e7f5ff')),
      ].join(''),
    ),
  'same-day-incident-reports': () =>
    scene(
      'n5',
      ['#ced4da', '#495057'],
      [
        at(250, 185, 1.1, notepad()),
        at(470, 170, 1.1, clock()),
        at(470, 280, 0.9, text(0, 0, 'Same day', { size: 30, anchor: 'middle' })),
      ].join(''),
    ),
};

// The shapes the resource hub's and the news' pictures are drawn from: flat, wordless
// pictograms in SVG, so every picture has one source here. Each returns an SVG fragment.

export const INK = '#1b2433';
export const WHITE = '#ffffff';
export const SKIN = '#f2c9a0';

const attrs = (values) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');

export const at = (x, y, s, body) => `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;

/** As `at`, mirrored left to right (a figure facing the other way). */
export const atMirrored = (x, y, s, body) =>
  `<g transform="translate(${x} ${y}) scale(${-s} ${s})">${body}</g>`;

export const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

/** A diagonal two-colour background, with its gradient's definition. */
export const background = (id, w, h, from, to) => ({
  defs: `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
  body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
});

export const rect = (x, y, w, h, fill, more = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...more })}/>`;
export const circle = (cx, cy, r, fill, more = {}) => `<circle ${attrs({ cx, cy, r, fill, ...more })}/>`;
export const path = (d, fill, more = {}) => `<path ${attrs({ d, fill, ...more })}/>`;
export const line = (x1, y1, x2, y2, stroke, width, more = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...more })}/>`;

/** A standing person, feet at (0, 0), about 80 units tall. */
export const person = (color, { arms = 'down', head = SKIN } = {}) => {
  const armPaths = {
    down: 'M-13 -50 L-19 -26 M13 -50 L19 -26',
    wave: 'M-13 -50 L-19 -26 M13 -50 L26 -72',
    point: 'M-13 -50 L-19 -26 M13 -50 L40 -52',
    calm: 'M-13 -50 L-24 -36 M13 -50 L24 -36',
    radio: 'M-13 -50 L-19 -26 M13 -50 L20 -62',
  };
  return [
    path(armPaths[arms], 'none', { stroke: color, 'stroke-width': 8, 'stroke-linecap': 'round' }),
    rect(-11, -30, 9, 30, INK, { rx: 4 }),
    rect(2, -30, 9, 30, INK, { rx: 4 }),
    rect(-14, -56, 28, 34, color, { rx: 12 }),
    circle(0, -68, 11, head),
  ].join('');
};

/** A person crouched low, hands over the head (the tornado position). */
export const crouching = (color) =>
  [
    path('M-20 0 Q-22 -26 0 -30 Q22 -28 20 0 Z', color),
    circle(-4, -34, 10, SKIN),
    path('M-14 -40 Q-4 -50 8 -40', 'none', { stroke: color, 'stroke-width': 7, 'stroke-linecap': 'round' }),
  ].join('');

/** The running figure of an exit sign, in white strokes. */
export const runner = (color = WHITE) =>
  [
    circle(6, -58, 9, color),
    path(
      'M2 -46 L-4 -20 M-4 -20 L10 -4 L6 10 M-4 -20 L-18 -6 L-28 -8 M0 -40 L16 -30 L24 -38 M0 -40 L-14 -34 L-20 -22',
      'none',
      {
        stroke: color,
        'stroke-width': 7,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
  ].join('');

/** A green exit sign: runner, door and arrow. */
export const exitSign = () =>
  [
    rect(-80, -50, 160, 100, '#2b8a3e', { rx: 12 }),
    rect(-70, -40, 140, 80, 'none', { rx: 8, stroke: WHITE, 'stroke-width': 3 }),
    rect(22, -30, 34, 60, WHITE, { rx: 3 }),
    rect(28, -24, 22, 50, '#2b8a3e'),
    at(-18, 22, 0.8, runner()),
    path('M-66 0 L-46 -14 L-46 -6 L-32 -6 L-32 6 L-46 6 L-46 14 Z', WHITE),
  ].join('');

/** A place of worship, no faith's symbol: gable, round window, arched door. Base at (0, 0). */
export const building = ({
  wall = '#f1f3f5',
  roof = '#495057',
  door = '#7c4a1e',
  width = 200,
  height = 120,
} = {}) => {
  const half = width / 2;
  return [
    path(`M${-half - 12} ${-height} L0 ${-height - 70} L${half + 12} ${-height} Z`, roof),
    rect(-half, -height, width, height, wall),
    circle(0, -height - 26, 14, '#74c0fc', { stroke: WHITE, 'stroke-width': 4 }),
    path(`M-22 0 L-22 -46 A22 22 0 0 1 22 -46 L22 0 Z`, door),
    rect(-half + 20, -height + 26, 30, 40, '#a5d8ff', { rx: 4 }),
    rect(half - 50, -height + 26, 30, 40, '#a5d8ff', { rx: 4 }),
  ].join('');
};

export const padlock = (body = '#fab005', shackle = '#ced4da') =>
  [
    path('M-34 -10 L-34 -40 A34 34 0 0 1 34 -40 L34 -10', 'none', { stroke: shackle, 'stroke-width': 14 }),
    rect(-52, -14, 104, 84, body, { rx: 14 }),
    circle(0, 18, 12, INK),
    rect(-5, 20, 10, 26, INK, { rx: 4 }),
  ].join('');

export const heart = (color) => path('M0 30 C-60 -10 -40 -60 0 -34 C40 -60 60 -10 0 30 Z', color);

export const ecg = (color, width = 6) =>
  path('M-70 0 L-30 0 L-20 -26 L-6 30 L8 -40 L20 10 L28 0 L70 0', 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  });

export const bolt = (color) => path('M6 -34 L-18 6 L-2 6 L-8 34 L18 -8 L2 -8 Z', color);

/** An AED: a device with a heart and a lightning bolt. */
export const aed = () =>
  [
    rect(-70, -56, 140, 112, '#2b8a3e', { rx: 16 }),
    rect(-58, -44, 116, 88, WHITE, { rx: 10 }),
    at(0, 2, 0.9, heart('#e03131')),
    at(0, -2, 0.7, bolt(WHITE)),
    circle(44, -32, 6, '#51cf66'),
  ].join('');

export const firstAidKit = () =>
  [
    path('M-24 -52 L-24 -64 L24 -64 L24 -52', 'none', { stroke: INK, 'stroke-width': 8 }),
    rect(-72, -54, 144, 100, '#e03131', { rx: 14 }),
    rect(-12, -36, 24, 64, WHITE, { rx: 3 }),
    rect(-32, -16, 64, 24, WHITE, { rx: 3 }),
  ].join('');

export const tourniquet = () =>
  [
    circle(0, 0, 40, 'none', { stroke: '#343a40', 'stroke-width': 14 }),
    rect(-8, -66, 16, 52, '#f76707', { rx: 6 }),
    rect(-22, -58, 44, 14, '#f76707', { rx: 6 }),
  ].join('');

export const cloud = (color) =>
  [
    circle(-40, 0, 30, color),
    circle(0, -20, 40, color),
    circle(42, -2, 30, color),
    rect(-70, 0, 140, 30, color, { rx: 15 }),
  ].join('');

export const tornado = (color) =>
  [
    [0, -80, 90],
    [8, -56, 72],
    [14, -34, 54],
    [18, -14, 38],
    [20, 4, 24],
    [18, 20, 12],
  ]
    .map(([dx, y, rx]) => `<ellipse cx="${dx}" cy="${y}" rx="${rx}" ry="11" fill="${color}"/>`)
    .join('');

export const flashlight = (beam = '#fff3bf') =>
  [
    path('M30 -16 L220 -80 L220 80 L30 16 Z', beam, { opacity: 0.55 }),
    rect(-60, -16, 70, 32, '#343a40', { rx: 8 }),
    path('M10 -22 L34 -28 L34 28 L10 22 Z', '#495057'),
    rect(-40, -6, 14, 12, '#fab005', { rx: 3 }),
  ].join('');

/** A bag left on the floor, base at (0, 0). */
export const bag = (color = '#6b4f2a') =>
  [
    path('M-26 -66 Q0 -100 26 -66', 'none', { stroke: INK, 'stroke-width': 9 }),
    rect(-56, -70, 112, 70, color, { rx: 16 }),
    rect(-56, -42, 112, 8, INK, { opacity: 0.35 }),
    rect(-14, -48, 28, 20, '#adb5bd', { rx: 4 }),
  ].join('');

/** A circle with a bar across it: do not touch. */
export const forbidden = (r, color = '#e03131') =>
  [
    circle(0, 0, r, 'none', { stroke: color, 'stroke-width': 12 }),
    line(-r * 0.7, -r * 0.7, r * 0.7, r * 0.7, color, 12),
  ].join('');

export const handset = (color) =>
  path(
    'M-40 -30 C-44 -44 -30 -56 -18 -52 L-6 -30 C-4 -24 -8 -18 -14 -16 C-8 0 4 12 18 18 C20 12 26 8 32 10 L54 22 C58 34 46 48 32 44 C-2 34 -30 6 -40 -30 Z',
    color,
  );

/** A clipboard with a checklist: `ticked` lines carry a tick. */
export const clipboard = (lines = 4, ticked = 2, accent = '#2b8a3e') => {
  const rows = [];
  for (let i = 0; i < lines; i += 1) {
    const y = -46 + i * 30;
    rows.push(rect(-34, y - 4, 86, 8, '#ced4da', { rx: 4 }));
    rows.push(rect(-62, y - 12, 22, 22, WHITE, { rx: 4, stroke: '#868e96', 'stroke-width': 3 }));
    if (i < ticked)
      rows.push(
        path(`M-58 ${y} L-52 ${y + 6} L-40 ${y - 8}`, 'none', {
          stroke: accent,
          'stroke-width': 5,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
  }
  return [
    rect(-80, -86, 160, 180, '#8d6e63', { rx: 12 }),
    rect(-70, -74, 140, 158, WHITE, { rx: 6 }),
    rect(-28, -96, 56, 24, '#495057', { rx: 8 }),
    ...rows,
  ].join('');
};

/** A speech bubble centred at (0, 0); jagged for an angry voice. */
export const bubble = (w, h, fill, { jagged = false, tail = 'left' } = {}) => {
  const tailPath =
    tail === 'left'
      ? `M${-w / 4} ${h / 2 - 2} L${-w / 3} ${h / 2 + 26} L${-w / 8} ${h / 2 - 2} Z`
      : `M${w / 4} ${h / 2 - 2} L${w / 3} ${h / 2 + 26} L${w / 8} ${h / 2 - 2} Z`;
  if (!jagged) return [rect(-w / 2, -h / 2, w, h, fill, { rx: h / 2 }), path(tailPath, fill)].join('');
  const points = [];
  const spikes = 14;
  for (let i = 0; i < spikes * 2; i += 1) {
    const angle = (Math.PI * i) / spikes;
    const scale = i % 2 === 0 ? 1 : 0.78;
    points.push(`${((Math.cos(angle) * w) / 2) * scale},${((Math.sin(angle) * h) / 2) * scale}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** Three soft waves: a calm voice. */
export const calmWaves = (color) =>
  [-16, 0, 16]
    .map((y) =>
      path(`M-34 ${y} Q-17 ${y - 8} 0 ${y} T34 ${y}`, 'none', {
        stroke: color,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    )
    .join('');

export const car = (color) =>
  [
    path(
      'M-110 0 L-110 -30 Q-106 -44 -90 -46 L-60 -50 L-36 -78 Q-30 -84 -20 -84 L44 -84 Q56 -84 64 -76 L90 -50 L104 -46 Q112 -42 112 -30 L112 0 Z',
      color,
    ),
    path('M-28 -74 L-50 -50 L-4 -50 L-4 -74 Z', '#a5d8ff'),
    path('M4 -74 L4 -50 L74 -50 L54 -74 Z', '#a5d8ff'),
    circle(-62, 0, 20, INK),
    circle(-62, 0, 8, '#adb5bd'),
    circle(66, 0, 20, INK),
    circle(66, 0, 8, '#adb5bd'),
  ].join('');

/** A two-way radio held up, base at (0, 0). */
export const radio = (color = '#343a40') =>
  [
    rect(-3, -74, 6, 30, color, { rx: 3 }),
    rect(-14, -48, 28, 52, color, { rx: 6 }),
    rect(-9, -40, 18, 12, '#69db7c', { rx: 2 }),
    ...[-20, -12, -4].map((y) => rect(-8, y, 16, 3, '#868e96')),
  ].join('');

/** The assembly point: a pole with a flag and a sign with a group of people. */
export const assemblyPoint = (color = '#2b8a3e') =>
  [
    rect(-4, -150, 8, 150, '#868e96'),
    rect(-44, -150, 88, 70, color, { rx: 8 }),
    ...[-20, 0, 20].map((x) => at(x, -92, 0.28, person(WHITE, { head: WHITE }))),
  ].join('');

export const crib = () =>
  [
    rect(-60, -60, 120, 8, '#e8590c', { rx: 4 }),
    rect(-60, -12, 120, 10, '#e8590c', { rx: 4 }),
    ...[-50, -30, -10, 10, 30, 50].map((x) => rect(x - 3, -58, 6, 50, '#e8590c')),
    rect(-64, -64, 10, 74, '#d9480f', { rx: 4 }),
    rect(54, -64, 10, 74, '#d9480f', { rx: 4 }),
    circle(-48, 16, 8, INK),
    circle(48, 16, 8, INK),
  ].join('');

/** A string of coloured lights along a gentle curve from (x1, y) to (x2, y). */
export const lights = (x1, x2, y) => {
  const colours = ['#ffd43b', '#ff6b6b', '#69db7c', '#74c0fc'];
  const parts = [
    path(`M${x1} ${y} Q${(x1 + x2) / 2} ${y + 40} ${x2} ${y}`, 'none', { stroke: INK, 'stroke-width': 3 }),
  ];
  for (let i = 1; i < 12; i += 1) {
    const t = i / 12;
    const x = x1 + (x2 - x1) * t;
    const sag = 4 * 40 * t * (1 - t) * 0.5;
    parts.push(circle(x, y + sag + 8, 7, colours[i % colours.length]));
  }
  return parts.join('');
};

export const checkBadge = (color = '#2b8a3e') =>
  [
    circle(0, 0, 34, color),
    path('M-16 0 L-4 12 L18 -12', 'none', {
      stroke: WHITE,
      'stroke-width': 9,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ].join('');

export const calendar = (accent = '#e03131') =>
  [
    rect(-60, -50, 120, 110, WHITE, { rx: 12, stroke: '#adb5bd', 'stroke-width': 3 }),
    rect(-60, -50, 120, 30, accent, { rx: 12 }),
    rect(-60, -30, 120, 10, accent),
    ...[0, 1, 2].flatMap((row) =>
      [0, 1, 2, 3].map((col) => rect(-46 + col * 26, -8 + row * 22, 18, 14, '#dee2e6', { rx: 3 })),
    ),
    rect(-40, -62, 10, 24, '#495057', { rx: 4 }),
    rect(30, -62, 10, 24, '#495057', { rx: 4 }),
  ].join('');

export const clock = (color = '#495057') =>
  [
    circle(0, 0, 46, WHITE, { stroke: color, 'stroke-width': 8 }),
    line(0, 0, 0, -28, color, 7),
    line(0, 0, 22, 10, color, 7),
    circle(0, 0, 5, color),
  ].join('');

export const notepad = () =>
  [
    rect(-70, -90, 140, 180, '#fff9db', { rx: 8, stroke: '#e9ecef', 'stroke-width': 2 }),
    ...[-50, -26, -2, 22, 46].map((y, i) => rect(-52, y, i === 4 ? 60 : 104, 6, '#adb5bd', { rx: 3 })),
    path('M60 60 L110 -70 L126 -64 L76 66 L58 76 Z', '#fab005'),
    path('M58 76 L60 60 L76 66 Z', INK),
  ].join('');

/** A floor plan from above: rooms, with the shelter rooms hatched. */
export const floorPlan = (shelter = '#fa5252') =>
  [
    rect(-120, -80, 240, 160, WHITE, { stroke: '#495057', 'stroke-width': 6 }),
    line(-40, -80, -40, 80, '#495057', 5),
    line(-40, 0, 120, 0, '#495057', 5),
    line(40, 0, 40, 80, '#495057', 5),
    rect(-37, 3, 74, 74, shelter, { opacity: 0.75 }),
    rect(43, 3, 74, 74, shelter, { opacity: 0.75 }),
    ...[0, 1, 2, 3].map((i) => rect(-110, -64 + i * 36, 56, 18, '#dee2e6', { rx: 3 })),
  ].join('');

export const door = (open = false) =>
  open
    ? [rect(-34, -110, 68, 110, INK), path('M-34 -110 L6 -98 L6 10 L-34 0 Z', '#a0522d')].join('')
    : [rect(-34, -110, 68, 110, '#a0522d'), circle(22, -54, 5, '#fab005')].join('');

/** A white disc with a soft shadow, behind a pictogram. */
export const disc = (r) => [circle(4, 8, r, INK, { opacity: 0.18 }), circle(0, 0, r, WHITE)].join('');

const escapeXml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const text = (x, y, content, { size = 28, weight = 700, fill = WHITE, anchor = 'start' } = {}) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;

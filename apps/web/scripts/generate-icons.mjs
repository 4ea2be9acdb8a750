// Draws the Faith Shield icons (PNG, ICO, SVG) into apps/web/public with Node built-ins only,
// so the artwork has one source and needs no image tooling. Run: node apps/web/scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

// Same values as the theme's navy 8, navy 9 and the gold accent (src/app/theme.ts).
const NAVY = [0x1c, 0x3f, 0x7f];
const NAVY_DARK = [0x14, 0x2f, 0x61];
const GOLD = [0xf0, 0xb4, 0x29];
const WHITE = [0xff, 0xff, 0xff];

/** A shield in a unit box: slightly dipped top, straight sides, curved sides meeting in a point. */
const shield = ({ cx, top, width, height }) => {
  const half = width / 2;
  const shoulder = top + height * 0.42;
  const bottom = top + height;
  const dip = height * 0.05;
  const topAt = (dx) => top + dip * (1 - (dx / half) ** 2);
  const halfWidthAt = (y) =>
    y <= shoulder ? half : half * (1 - ((y - shoulder) / (bottom - shoulder)) ** 1.7);
  return {
    contains: (x, y) => {
      const dx = Math.abs(x - cx);
      return y <= bottom && dx <= half && y >= topAt(dx) && dx <= halfWidthAt(y);
    },
    /** The outline as SVG path data, in `scale` units: the dipped top is a parabola (one
     * quadratic curve), each lower side two cubic curves through its points and slopes. */
    pathData: (scale) => {
      const n = (v) => Number((v * scale).toFixed(2));
      const at = (s) => [cx + half * (1 - s ** 1.7), shoulder + (bottom - shoulder) * s];
      const slope = (s) => [-half * 1.7 * s ** 0.7, bottom - shoulder];
      const pieces = [0, 0.5, 1];
      const right = pieces.slice(1).map((s1, i) => {
        const s0 = pieces[i];
        const third = (s1 - s0) / 3;
        const [x0, y0] = at(s0);
        const [x1, y1] = at(s1);
        const [dx0, dy0] = slope(s0);
        const [dx1, dy1] = slope(s1);
        return [
          [x0 + third * dx0, y0 + third * dy0],
          [x1 - third * dx1, y1 - third * dy1],
          [x1, y1],
        ];
      });
      const mirror = ([x, y]) => [2 * cx - x, y];
      // the left side, bottom to shoulder: the right side's curves mirrored and run backwards
      const left = [...right]
        .reverse()
        .map(([c1, c2], i, all) => [
          mirror(c2),
          mirror(c1),
          i + 1 < all.length ? mirror(all[i + 1][2]) : mirror(at(0)),
        ]);
      const curve = (points) => `C${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')}`;
      return [
        `M${n(cx - half)} ${n(top)}`,
        `Q${n(cx)} ${n(top + 2 * dip)} ${n(cx + half)} ${n(top)}`,
        `V${n(shoulder)}`,
        ...right.map(curve),
        ...left.map(curve),
        'Z',
      ].join('');
    },
  };
};

const distanceToSegment = (px, py, [ax, ay], [bx, by]) => {
  const vx = bx - ax;
  const vy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy)));
  return Math.hypot(px - (ax + t * vx), py - (ay + t * vy));
};

/** A check mark as a thick polyline with round ends. */
const check = (points, thickness) => ({
  contains: (x, y) =>
    points.slice(1).some((point, i) => distanceToSegment(x, y, points[i], point) <= thickness / 2),
  points,
  thickness,
});

const roundedSquare = (radius) => ({
  contains: (x, y) => {
    const dx = Math.max(radius - x, 0, x - (1 - radius));
    const dy = Math.max(radius - y, 0, y - (1 - radius));
    return dx * dx + dy * dy <= radius * radius;
  },
});

const fullSquare = { contains: () => true };

/** The artwork: background, gold shield, navy inner shield, white check, scaled by `scale` around the centre. */
const artwork = ({ background, scale }) => {
  const at = (v) => 0.5 + (v - 0.5) * scale;
  const outer = shield({ cx: 0.5, top: at(0.14), width: 0.66 * scale, height: 0.74 * scale });
  const inner = shield({ cx: 0.5, top: at(0.2), width: 0.54 * scale, height: 0.62 * scale });
  const mark = check(
    [
      [at(0.35), at(0.47)],
      [at(0.46), at(0.58)],
      [at(0.66), at(0.36)],
    ],
    0.075 * scale,
  );
  return [
    { shape: background, color: NAVY },
    { shape: outer, color: GOLD },
    { shape: inner, color: NAVY_DARK },
    { shape: mark, color: WHITE },
  ];
};

const SAMPLES = 4;

const rasterize = (size, layers) => {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          const top = layers.findLast((layer) => layer.shape.contains(x, y));
          if (!top) continue;
          r += top.color[0];
          g += top.color[1];
          b += top.color[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (a > 0) {
        pixels[offset] = Math.round(r / a);
        pixels[offset + 1] = Math.round(g / a);
        pixels[offset + 2] = Math.round(b / a);
      }
      pixels[offset + 3] = Math.round((255 * a) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const encodePng = (size, pixels) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** An ICO holding PNG images, which every current browser reads. */
const encodeIco = (pngs) => {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + pngs.length * 16;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
};

const hex = ([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const fixed = (v) => Number((v * 64).toFixed(2));

const svg = () => {
  const outer = shield({ cx: 0.5, top: 0.14, width: 0.66, height: 0.74 });
  const inner = shield({ cx: 0.5, top: 0.2, width: 0.54, height: 0.62 });
  const mark = check(
    [
      [0.35, 0.47],
      [0.46, 0.58],
      [0.66, 0.36],
    ],
    0.075,
  );
  const line = mark.points.map(([x, y]) => `${fixed(x)} ${fixed(y)}`).join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<title>Faith Shield</title>',
    `<rect width="64" height="64" rx="${fixed(0.18)}" fill="${hex(NAVY)}"/>`,
    `<path d="${outer.pathData(64)}" fill="${hex(GOLD)}"/>`,
    `<path d="${inner.pathData(64)}" fill="${hex(NAVY_DARK)}"/>`,
    `<polyline points="${line}" fill="none" stroke="#fff" stroke-width="${fixed(mark.thickness)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('\n');
};

const png = (size, options) => encodePng(size, rasterize(size, artwork(options)));
const write = (name, data) => {
  const file = join(PUBLIC_DIR, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`wrote ${file} (${data.length} bytes)`);
};

// "any" icons: a rounded tile with the shield almost filling it.
const ANY = { background: roundedSquare(0.18), scale: 1 };
// Maskable icons: full-bleed tile, shield inside the central 80% safe circle.
const MASKABLE = { background: fullSquare, scale: 0.78 };
// iOS rounds the corners itself and shows no transparency.
const APPLE = { background: fullSquare, scale: 0.9 };

write('icons/icon-192.png', png(192, ANY));
write('icons/icon-512.png', png(512, ANY));
write('icons/maskable-192.png', png(192, MASKABLE));
write('icons/maskable-512.png', png(512, MASKABLE));
write('apple-touch-icon.png', png(180, APPLE));
write('favicon.ico', encodeIco([16, 32, 48].map((size) => ({ size, png: png(size, ANY) }))));
write('favicon.svg', svg());

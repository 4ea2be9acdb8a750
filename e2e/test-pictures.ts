import sharp from 'sharp';

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG photo stand-in with a caption, as a phone might send it. */
export async function photo(name: string, caption: string, background = '#1f3a5f'): Promise<Upload> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420">
    <rect width="640" height="420" fill="${background}"/>
    <text x="320" y="225" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${caption}</text>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A text file named like a picture: refused by its content. */
export const textNamedPng = (): Upload => ({
  name: 'not-a-picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from('just some text, not a picture'),
});

/** A PNG that starts like one and is `bytes` long. */
export async function pngOfSize(bytes: number): Promise<Upload> {
  const head = (await photo('big.png', 'big')).buffer;
  return {
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([head, Buffer.alloc(bytes - head.length)]),
  };
}

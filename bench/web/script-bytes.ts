import fs from 'node:fs';
import path from 'node:path';

/**
 * What the scripts at `urls` weigh as the build wrote them, compressed (the `.br` the server
 * sends Chromium): first-load JavaScript without the HTTP/1.1 headers that Lighthouse's transfer
 * sizes include (mostly the security headers; HTTP/2 compresses repeats away).
 */
export function scriptBodyKb(dist: string, urls: string[]): number {
  const bytes = urls.reduce((sum, url) => {
    const file = path.join(dist, new URL(url).pathname);
    const sent = fs.existsSync(`${file}.br`) ? `${file}.br` : file;
    return sum + (fs.existsSync(sent) ? fs.statSync(sent).size : 0);
  }, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

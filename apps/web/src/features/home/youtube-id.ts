// The shapes a YouTube address takes: watch?v=, youtu.be/, /embed/, /shorts/, /live/.
const ID = /^[\w-]{11}$/;
const PATH_PREFIXES = ['/embed/', '/shorts/', '/live/', '/v/'];

const parse = (link: string): URL | null => {
  try {
    return new URL(link);
  } catch {
    return null;
  }
};

/** The video id of a YouTube address, or null when the address is not one. */
export const youTubeId = (link: string): string | null => {
  const url = parse(link.trim());
  if (!url || !['https:', 'http:'].includes(url.protocol)) return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const prefix = PATH_PREFIXES.find((start) => url.pathname.startsWith(start));
    id = prefix ? url.pathname.slice(prefix.length) : url.searchParams.get('v');
  }
  const clean = id?.split('/')[0] ?? null;
  return clean && ID.test(clean) ? clean : null;
};

/** The privacy-enhanced player, started at once: it loads only after the visitor presses play. */
export const youTubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

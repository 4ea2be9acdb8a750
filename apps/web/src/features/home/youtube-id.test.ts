import { describe, expect, it } from 'vitest';
import { youTubeEmbedUrl, youTubeId } from './youtube-id';

describe('youTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=hcGgA2qz2bY', 'hcGgA2qz2bY'],
    ['https://youtube.com/watch?feature=share&v=hcGgA2qz2bY', 'hcGgA2qz2bY'],
    ['https://m.youtube.com/watch?v=hcGgA2qz2bY', 'hcGgA2qz2bY'],
    ['https://youtu.be/hcGgA2qz2bY?t=30', 'hcGgA2qz2bY'],
    ['https://www.youtube.com/embed/hcGgA2qz2bY', 'hcGgA2qz2bY'],
    ['https://www.youtube-nocookie.com/embed/hcGgA2qz2bY', 'hcGgA2qz2bY'],
    ['https://www.youtube.com/shorts/hcGgA2qz2bY', 'hcGgA2qz2bY'],
  ])('reads %s', (link, id) => {
    expect(youTubeId(link)).toBe(id);
  });

  it.each([
    '',
    'not a link',
    'ftp://www.youtube.com/watch?v=hcGgA2qz2bY',
    'https://vimeo.com/12345678',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=hcGgA2qz2bY"><script>',
  ])('refuses %s', (link) => {
    expect(youTubeId(link)).toBeNull();
  });

  it('embeds with the privacy-enhanced host', () => {
    expect(youTubeEmbedUrl('hcGgA2qz2bY')).toBe(
      'https://www.youtube-nocookie.com/embed/hcGgA2qz2bY?autoplay=1',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { textToChatHtml } from './chat-text';

describe('textToChatHtml', () => {
  it('shows typed markup as text and keeps line breaks', () => {
    expect(textToChatHtml('a < b & <script>x</script>\nsecond line')).toBe(
      'a &lt; b &amp; &lt;script&gt;x&lt;/script&gt;<br>second line',
    );
  });

  it('turns web addresses into links, leaving closing punctuation outside', () => {
    expect(textToChatHtml('See https://example.org/a?b=1&c=2, or www.faithshield.app.')).toBe(
      'See <a href="https://example.org/a?b=1&amp;c=2">https://example.org/a?b=1&amp;c=2</a>, or <a href="https://www.faithshield.app">www.faithshield.app</a>.',
    );
  });

  it('trims the message', () => {
    expect(textToChatHtml('  \n hello \n ')).toBe('hello');
  });
});

import { describe, expect, it } from 'vitest';
import { chatText, sanitizeChatHtml } from './sanitize-chat-html';

describe('sanitizeChatHtml', () => {
  it('keeps text, line breaks and emphasis, escaping what is not markup', () => {
    expect(sanitizeChatHtml('<b>Doors</b> open at 9<br>a < b & c')).toBe(
      '<b>Doors</b> open at 9<br />a &lt; b &amp; c',
    );
  });

  it('drops scripts, handlers, images, styles and frames with what they hold', () => {
    expect(
      sanitizeChatHtml(
        'Hi<script>alert(1)</script><img src=x onerror="alert(1)"><style>*{}</style><iframe src="https://x.example"></iframe><p onclick="x()">there</p>',
      ),
    ).toBe('Hi<p>there</p>');
  });

  it('opens links in a new tab, without a handle on the page, and drops unsafe addresses', () => {
    expect(sanitizeChatHtml('<a href="https://maps.example/?q=1" target="_self" rel="opener">map</a>')).toBe(
      '<a href="https://maps.example/?q=1" target="_blank" rel="noopener noreferrer nofollow">map</a>',
    );
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//x.example'])
      expect(sanitizeChatHtml(`<a href="${href}" onclick="x()">x</a><br>y`)).toBe('<a>x</a><br />y');
  });
});

describe('chatText', () => {
  it('counts what a reader sees: entities as one character, line breaks as one', () => {
    const text = chatText(sanitizeChatHtml('<a href="https://a.example">a &amp; b</a><br>x < y'));
    expect(text).toBe('a & b\nx < y');
  });
});

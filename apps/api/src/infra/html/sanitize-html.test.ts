import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './sanitize-html';

describe('sanitizeRichHtml', () => {
  it('keeps text formatting, headings and lists', () => {
    const html = '<h2>Who sees it</h2><p><strong>Only</strong> your <em>team</em>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><p style="color:red">x</p>';
    expect(sanitizeRichHtml(html)).toBe('<p>Hi</p><p>x</p>');
  });

  it('keeps https, mailto and relative links, adding rel noopener', () => {
    expect(sanitizeRichHtml('<a href="https://faithshield.app" target="_blank">site</a>')).toBe(
      '<a href="https://faithshield.app" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeRichHtml('<a href="mailto:support@faithshield.app">mail</a>')).toBe(
      '<a href="mailto:support@faithshield.app" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeRichHtml('<a href="/privacy">privacy</a>')).toBe(
      '<a href="/privacy" rel="noopener noreferrer">privacy</a>',
    );
  });

  it('drops javascript:, data: and plain http links and unknown targets', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'http://x.example',
      '//x.example',
    ])
      expect(sanitizeRichHtml(`<a href="${href}" target="_top">x</a>`)).toBe(
        '<a rel="noopener noreferrer">x</a>',
      );
  });
});

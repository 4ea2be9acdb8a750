// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { previewOf } from './chat-preview';

describe('a message in the chat list', () => {
  it('reads as one line of its text', () => {
    expect(previewOf('<p>Hello<br>there &amp;   <b>you</b></p>\n<p>Bye</p>')).toBe('Hello there & you Bye');
  });

  it('keeps nothing of one message in the next', () => {
    previewOf('<p>first</p>');
    expect(previewOf('second')).toBe('second');
    expect(previewOf('')).toBe('');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const ITEM = { title: 'Handheld radio', url: 'https://faithshield.example/view-inventory/abc' };

afterEach(() => vi.unstubAllGlobals());

describe('sharing an item’s view link', () => {
  it('opens the device’s share sheet with the view URL', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    expect(await shareLink(ITEM)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: ITEM.title, text: ITEM.title, url: ITEM.url });
  });

  it('copies the link where there is no share sheet, or it fails', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await shareLink(ITEM)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(ITEM.url);
    const failing = vi.fn(async () => {
      throw new Error('not allowed');
    });
    vi.stubGlobal('navigator', { share: failing, clipboard: { writeText } });
    expect(await shareLink(ITEM)).toBe('copied');
  });

  it('does nothing more when the person closes the share sheet, and says when nothing worked', async () => {
    const cancelled = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    vi.stubGlobal('navigator', { share: cancelled, clipboard: { writeText: vi.fn() } });
    expect(await shareLink(ITEM)).toBe('cancelled');
    vi.stubGlobal('navigator', {
      clipboard: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
    });
    expect(await shareLink(ITEM)).toBe('failed');
  });
});

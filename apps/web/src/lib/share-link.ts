export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * The device's share sheet with the link; where there is none (most desktop browsers), the
 * link is copied instead. 'failed': neither could be used; show the link.
 */
export async function shareLink({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: title, url });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

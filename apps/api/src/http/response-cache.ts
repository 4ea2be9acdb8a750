/**
 * Answers of public content calls (home page, directors), kept for a short while. This
 * content changes only through seeds or an operator's edit, while every visitor asks for it:
 * a database round trip per visit is the main cost of a public page. Every server forgets them
 * when the change feed announces shared content changed (`clear`, docs/decisions/023); `ttlMs`
 * bounds a notice lost some other way. Kept per app instance, filled on first use. Answers are
 * kept as the bytes sent, so a hit neither encodes nor measures them again.
 */
export type ResponseCache = {
  get: (key: string, load: () => Promise<string>) => Promise<Buffer>;
  /** The answer for `key` when it is loaded and still fresh; never starts a load. */
  peek: (key: string) => Buffer | undefined;
  /** Forgets every answer; a load under way is answered but not kept. */
  clear: () => void;
};

const MAX_ENTRIES = 100;

/** What a kept answer is sent as. */
export const ANSWER_TYPE = 'application/json; charset=utf-8';

/** An answer's key in its call's cache: the validated input. */
export const cacheKeyOf = (input: unknown) => JSON.stringify(input ?? null);

type Entry = { expiresAt: number; body: Promise<Buffer>; loaded?: Buffer };

export function responseCache(ttlMs: number, now = () => Date.now()): ResponseCache {
  const entries = new Map<string, Entry>();
  return {
    get: (key, load) => {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.body;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const entry: Entry = { expiresAt: now() + ttlMs, body: load().then((text) => Buffer.from(text)) };
      entry.body.then(
        (body) => {
          entry.loaded = body;
        },
        // A failure is answered once and never kept.
        () => entries.get(key) === entry && entries.delete(key),
      );
      entries.set(key, entry);
      return entry.body;
    },
    peek: (key) => {
      const hit = entries.get(key);
      return hit && hit.expiresAt > now() ? hit.loaded : undefined;
    },
    clear: () => entries.clear(),
  };
}

/** Public content: forgotten on the change feed's notice; 30 s at most if a notice is lost. */
export const CONTENT_CACHE = { ttlMs: 30_000 } as const;

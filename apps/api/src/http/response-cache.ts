/**
 * Answers of public content calls (home page, directors), kept for a short while. This
 * content changes only through seeds or an operator's edit in the database, while every
 * visitor asks for it: a database round trip per visit is the main cost of a public page.
 * An edit shows within `ttlMs`. Kept per app instance, filled on first use.
 */
export type ResponseCache = {
  get: (key: string, load: () => Promise<string>) => Promise<string>;
};

const MAX_ENTRIES = 100;

export function responseCache(ttlMs: number, now = () => Date.now()): ResponseCache {
  const entries = new Map<string, { expiresAt: number; body: Promise<string> }>();
  return {
    get: (key, load) => {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.body;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const body = load();
      entries.set(key, { expiresAt: now() + ttlMs, body });
      // A failure is answered once and never kept.
      body.catch(() => entries.delete(key));
      return body;
    },
  };
}

/** Public content: an edit in the database shows within 30 s. */
export const CONTENT_CACHE = { ttlMs: 30_000 } as const;

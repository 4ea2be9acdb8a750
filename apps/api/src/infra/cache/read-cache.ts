import { LRUCache } from 'lru-cache';
import { JsonText } from '../../http/json-text';

type Entry = { value: unknown; organisationId: string };

/** The owner of entries that are everyone's (seeded or operator-edited content). */
const SHARED = '*';

export type ReadCacheOptions = { maxEntries: number; ttlMs: number };

/**
 * What a server keeps in memory of an organisation's rows (sessions, profile, plan), so that
 * reading them costs no query (docs/decisions/008-read-cache.md). Every entry belongs to one
 * organisation and is dropped when the change feed says that organisation changed.
 *
 * Calls asking together for a key not kept share one load. A load that was under way when
 * something changed is not kept, nor shared with a call made after the change: it may have read
 * the old rows.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly keysByOrganisation = new Map<string, Set<string>>();
  /** Counts every change heard; a load keeps its answer only if none came in meanwhile. */
  private changes = 0;
  private readonly forgetAllListeners: (() => void)[] = [];
  /** Loads under way, by key and the generation they began in. */
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Off until the change feed listens, and while it is cut off: nothing could be trusted. */
  private live = false;

  constructor(options: ReadCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      dispose: (entry, key) => this.unindex(entry.organisationId, key),
    });
  }

  /**
   * The value under `key`, loaded once and kept until its organisation changes. A null or
   * undefined answer (an unknown token, say) is never kept.
   */
  read<T extends object>(
    key: string,
    load: () => Promise<T | null | undefined>,
    organisationOf: (value: T) => string,
  ): Promise<T | null | undefined> {
    return this.readKept(key, load, organisationOf);
  }

  /**
   * A call's answer, loaded once and kept written as JSON (`JsonText`): every call answering it
   * sends the same bytes instead of encoding the same list again. For an answer that depends on
   * nothing but the rows (not the time, not who asks beyond the key).
   */
  async readJson<T>(key: string, load: () => Promise<T>, organisationId: string): Promise<JsonText<T>> {
    const kept = await this.readKept(
      key,
      async () => JsonText.of(await load()),
      () => organisationId,
    );
    if (!kept) throw new Error(`${key} did not load`);
    return kept;
  }

  /**
   * Content that is everyone's, loaded once and kept until shared content changes (the change
   * feed's '*'), or `ttlMs` at most, should a notice be lost.
   */
  async readShared<T extends object>(key: string, load: () => Promise<T>, ttlMs: number): Promise<T> {
    const value = await this.readKept(key, load, () => SHARED, ttlMs);
    if (!value) throw new Error(`${key} did not load`);
    return value;
  }

  private readKept<T extends object>(
    key: string,
    load: () => Promise<T | null | undefined>,
    organisationOf: (value: T) => string,
    ttlMs?: number,
  ): Promise<T | null | undefined> {
    const kept = this.entries.get(key);
    if (kept) return Promise.resolve(kept.value as T);
    const generation = this.changes;
    const loadKey = `${key}@${generation}`;
    const pending = this.loading.get(loadKey);
    if (pending) return pending as Promise<T | null | undefined>;
    const loaded = load().finally(() => this.loading.delete(loadKey));
    this.loading.set(loadKey, loaded);
    loaded.then(
      (value) => {
        if (!value || !this.live || this.changes !== generation) return;
        const organisationId = organisationOf(value);
        this.entries.set(key, { value, organisationId }, ttlMs === undefined ? {} : { ttl: ttlMs });
        this.index(organisationId, key);
      },
      // a failed load is answered to the calls that shared it and never kept
      () => undefined,
    );
    return loaded;
  }

  /** The change feed heard that `organisationId` changed. */
  forgetOrganisation(organisationId: string): void {
    this.changes += 1;
    for (const key of [...(this.keysByOrganisation.get(organisationId) ?? [])]) this.entries.delete(key);
  }

  /** Everyone's rows may have changed (shared content, or the feed missed notices). */
  forgetAll(): void {
    this.changes += 1;
    this.entries.clear();
    for (const listener of this.forgetAllListeners) listener();
  }

  /** Also forget what is kept elsewhere (the public content answers) whenever everything is forgotten. */
  onForgetAll(listener: () => void): void {
    this.forgetAllListeners.push(listener);
  }

  /** The feed listens (true) or was cut off (false); either way, start afresh. */
  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
  }

  get isLive(): boolean {
    return this.live;
  }

  /** Moves on with every change heard: a load begun under another generation may be stale. */
  get generation(): number {
    return this.changes;
  }

  get size(): number {
    return this.entries.size;
  }

  private index(organisationId: string, key: string) {
    let keys = this.keysByOrganisation.get(organisationId);
    if (!keys) {
      keys = new Set();
      this.keysByOrganisation.set(organisationId, keys);
    }
    keys.add(key);
  }

  private unindex(organisationId: string, key: string) {
    const keys = this.keysByOrganisation.get(organisationId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByOrganisation.delete(organisationId);
  }
}

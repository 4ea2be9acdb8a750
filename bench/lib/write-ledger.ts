/** Writes that add a row, known by a value only that write carries. */
export const INSERT_KINDS = ['waitlist', 'event', 'inventory', 'certificate', 'chat'] as const;
export type InsertKind = (typeof INSERT_KINDS)[number];
/** Writes that replace a value: the database must hold the last one acknowledged. */
export const LAST_VALUE_KINDS = ['profile', 'attendance', 'risk'] as const;
export type LastValueKind = (typeof LAST_VALUE_KINDS)[number];

export type WriteMark =
  | { kind: InsertKind; value: string }
  | { kind: LastValueKind; key: string; value: string };

/**
 * What the database must show, as plain data (it crosses the bench's IPC channel): every
 * acknowledged insert, and per replaced value the ones it may hold — the last acknowledged, or
 * one sent after it that got no answer (a write in flight at a crash lands whole or not at all).
 */
export type LedgerSnapshot = {
  inserted: Record<InsertKind, string[]>;
  last: Record<LastValueKind, { key: string; accepted: string[] }[]>;
};

export type LedgerCheck = {
  /** Acknowledged inserts not found, per kind. */
  missing: Record<InsertKind, string[]>;
  /** Replaced values the database does not hold as acknowledged. */
  wrong: { kind: LastValueKind; key: string; accepted: string[]; found: string | null }[];
};

/**
 * The acknowledged writes of a run. A writer calls `begin` before sending and `acknowledge` on
 * the server's 200; writes of one key must not overlap (one writer per key at a time).
 */
export class WriteLedger {
  private readonly inserted = Object.fromEntries(
    INSERT_KINDS.map((kind) => [kind, [] as string[]]),
  ) as Record<InsertKind, string[]>;
  private readonly last = Object.fromEntries(
    LAST_VALUE_KINDS.map((kind) => [kind, new Map<string, { acknowledged?: string; inFlight: string[] }>()]),
  ) as Record<LastValueKind, Map<string, { acknowledged?: string; inFlight: string[] }>>;

  private readonly writes = new Map<string, number>();

  begin(mark: WriteMark) {
    if (!('key' in mark)) return;
    const entry = this.last[mark.kind].get(mark.key) ?? { inFlight: [] };
    entry.inFlight.push(mark.value);
    this.last[mark.kind].set(mark.key, entry);
  }

  acknowledge(mark: WriteMark) {
    this.writes.set(mark.kind, (this.writes.get(mark.kind) ?? 0) + 1);
    if (!('key' in mark)) {
      this.inserted[mark.kind].push(mark.value);
      return;
    }
    const entry = this.last[mark.kind].get(mark.key) ?? { inFlight: [] };
    entry.acknowledged = mark.value;
    entry.inFlight = [];
    this.last[mark.kind].set(mark.key, entry);
  }

  /** Acknowledged writes per kind. */
  counts(): Record<InsertKind | LastValueKind, number> {
    return Object.fromEntries(
      [...INSERT_KINDS, ...LAST_VALUE_KINDS].map((kind) => [kind, this.writes.get(kind) ?? 0]),
    ) as Record<InsertKind | LastValueKind, number>;
  }

  snapshot(): LedgerSnapshot {
    return {
      inserted: Object.fromEntries(INSERT_KINDS.map((kind) => [kind, [...this.inserted[kind]]])) as Record<
        InsertKind,
        string[]
      >,
      last: Object.fromEntries(
        LAST_VALUE_KINDS.map((kind) => [
          kind,
          [...this.last[kind]]
            .filter(([, entry]) => entry.acknowledged !== undefined)
            .map(([key, entry]) => ({
              key,
              accepted: [entry.acknowledged ?? '', ...entry.inFlight],
            })),
        ]),
      ) as LedgerSnapshot['last'],
    };
  }
}

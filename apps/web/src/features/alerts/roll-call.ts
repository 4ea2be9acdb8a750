import type { AlertAnswer, AlertCounts } from '@faith-shield/contract/alerts/alert-fields';
import type { AlertLiveAnswer } from '@faith-shield/contract/alerts/alert-live';
import type { AlertAnswerState } from '@faith-shield/contract/alerts/alert-messages';

export type RollCallRow = AlertAnswer;

const RANK: Record<AlertAnswerState, number> = { help: 0, pending: 1, ok: 2, away: 3 };

/** The board's order: need help first, pending next, then the rest; by name within each. */
export const boardOrder = (rows: readonly RollCallRow[]) =>
  [...rows].sort((a, b) => RANK[a.answer] - RANK[b.answer] || a.name.localeCompare(b.name));

/** A live answer merged into the rows: the last answer counts. */
export const mergeAnswer = (rows: readonly RollCallRow[], answer: AlertLiveAnswer): RollCallRow[] => {
  const known = rows.some((row) => row.user_id === answer.user_id);
  if (!known) return [...rows, { ...answer, mobile: '' }];
  return rows.map((row) => (row.user_id === answer.user_id ? { ...row, ...answer } : row));
};

/** The counts of the rows, for a board that sees every row. */
export const countsOf = (rows: readonly RollCallRow[]): AlertCounts => {
  const counts = { ok: 0, help: 0, away: 0, pending: 0 };
  for (const row of rows) counts[row.answer] += 1;
  return counts;
};

import { describe, expect, it } from 'vitest';
import { boardOrder, countsOf, mergeAnswer, type RollCallRow } from './roll-call';

const row = (user_id: string, name: string, answer: RollCallRow['answer']): RollCallRow => ({
  user_id,
  name,
  answer,
  note: '',
  lat: null,
  long: null,
  answered_at: answer === 'pending' ? null : '2026-11-27T12:00:00.000Z',
  mobile: '',
});

describe('the roll-call board', () => {
  it('puts need help first, pending next, then the rest', () => {
    const rows = [
      row('1', 'Ann', 'ok'),
      row('2', 'Ben', 'pending'),
      row('3', 'Cat', 'away'),
      row('4', 'Dan', 'help'),
    ];
    expect(boardOrder(rows).map((each) => each.name)).toEqual(['Dan', 'Ben', 'Ann', 'Cat']);
  });

  it('keeps the last answer of a member and counts it once', () => {
    const rows = [row('1', 'Ann', 'pending'), row('2', 'Ben', 'pending')];
    const merged = mergeAnswer(mergeAnswer(rows, row('1', 'Ann', 'ok')), {
      ...row('1', 'Ann', 'help'),
      note: 'Hurt',
    });
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ answer: 'help', note: 'Hurt' });
    expect(countsOf(merged)).toEqual({ ok: 0, help: 1, away: 0, pending: 1 });
  });
});

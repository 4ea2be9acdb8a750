import { describe, expect, it } from 'vitest';
import { envelopeAround, JsonText } from './json-text';

describe('data written once (json-text)', () => {
  it('answers byte for byte what encoding the envelope each time would', () => {
    const list = [{ id: 'a', title: 'Reminder: “Sunday” \\ 10:00 "main"', body: 'ünïcödé\n' }];
    const message = 'Notifications "list" ✓';
    const kept = JsonText.of(list);
    expect(envelopeAround(message, kept.bytes).toString()).toBe(
      JSON.stringify({ status: 1, message, data: list }),
    );
    expect(kept.value).toBe(list);
  });

  it('an empty list too', () => {
    expect(JSON.parse(envelopeAround('Events', JsonText.of([]).bytes).toString())).toEqual({
      status: 1,
      message: 'Events',
      data: [],
    });
  });
});

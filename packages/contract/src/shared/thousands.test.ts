import { describe, expect, it } from 'vitest';
import { withThousands } from './thousands';

describe('withThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 4000, 12345, 999999, 1234567, -4000])
      expect(withThousands(value)).toBe(value.toLocaleString('en-US'));
  });
});

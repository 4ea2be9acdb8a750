import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is down, going down or unreachable, also when drizzle wraps it', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' }))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('connection failure'), { code: '08006' }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves a wrong query or a broken rule to be the failure it is', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

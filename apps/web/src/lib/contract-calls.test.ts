import { GET_CALLS, PUBLIC_CALLS } from 'virtual:contract-calls';
import type { CallDefinition } from '@faith-shield/contract/shared/call';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contract/src/**/*.ts', '!**/*.test.ts'],
  { eager: true },
);
const calls = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is CallDefinition =>
      typeof value === 'object' && value !== null && 'request' in value && 'response' in value,
  ),
);

describe('the call table callApi reads (contract-calls.ts)', () => {
  it('sends each call of the contract with its method, with or without the token', () => {
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) {
      expect(GET_CALLS.has(call.name), call.name).toBe(call.method === 'GET');
      expect(PUBLIC_CALLS.has(call.name), call.name).toBe(call.access === 'public');
    }
  });
});

import type { CallDefinition } from '@faith-shield/contract/shared/call';

/**
 * A call of the contract by its name, method and access only, typed as its full definition.
 * callApi reads no more than these three; importing the definition itself brings its zod
 * schemas (~20 kB gzip) into a screen that validates nothing, such as a visitor's first page
 * (issue 6: a public page's first load stays lean). Each ref's test compares it with the contract.
 */
export const callRef = <C extends CallDefinition>(ref: Pick<C, 'name' | 'method' | 'access'>): C => ref as C;

/** The part of a call that a ref repeats, for those tests. */
export const refPart = (call: CallDefinition) => ({
  name: call.name,
  method: call.method,
  access: call.access,
});

// Written by contract-calls.ts (a Vite plugin) from packages/contract at build time.
declare module 'virtual:contract-calls' {
  /** The names of the calls sent with GET; every other call is a POST. */
  export const GET_CALLS: ReadonlySet<string>;
  /** The names of the calls sent without a token (access 'public'). */
  export const PUBLIC_CALLS: ReadonlySet<string>;
}

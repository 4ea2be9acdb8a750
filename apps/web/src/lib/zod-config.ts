/**
 * The server's CSP has no 'unsafe-eval' (plugins/security-headers.ts). Left alone, zod probes
 * `new Function` when its first object schema is built, and the browser reports that probe
 * as a CSP violation (Lighthouse best practices: inspector-issues). main.tsx imports this
 * first, before any schema exists.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there
 * (zod/v4/core/core.js), so setting it here needs no zod: the first page, which validates
 * nothing, does not download zod for it.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

import { config } from 'zod/v4/core';

/**
 * The server's CSP has no 'unsafe-eval' (plugins/security-headers.ts). Left alone, zod probes
 * `new Function` when its first object schema is built, and the browser reports that probe
 * as a CSP violation (Lighthouse best practices: inspector-issues). main.tsx imports this
 * first, before any schema exists.
 */
config({ jitless: true });

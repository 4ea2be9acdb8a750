import { setTimeout } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { nextClientAddress } from './client-address';
import type { LoopDelay } from './ipc';
import { type Figures, formBody, runLoad } from './run-load';
import type { BenchServer } from './server-process';

export type LoginFigures = {
  login: Figures;
  /** The server's event-loop delay while logins ran. */
  eventLoop: LoopDelay;
  /** The same with nothing to do, just before: what the machine itself adds. */
  eventLoopAtRest: LoopDelay;
  /** A cheap authenticated call (get_profile, 2 connections) measured alongside. */
  probe: Figures;
};

/**
 * Logins at 50 connections, each from a new client address and with the next of many accounts,
 * so the per-account (10 / 15 min) and per-address limits are met as real users would meet
 * them. argon2id runs on its own threads: the event loop must keep answering meanwhile.
 */
export async function runLogins(server: BenchServer, seconds: number): Promise<LoginFigures> {
  let next = 0;
  const emails = server.loginEmails;
  const login = {
    url: `${server.url}/api/login`,
    method: 'POST' as const,
    setupRequest: (request: autocannon.Request): autocannon.Request => {
      next += 1;
      return {
        ...request,
        method: 'POST' as const,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': nextClientAddress(),
        },
        body: formBody({ email: emails[next % emails.length] ?? '', password: server.password }),
      };
    },
  };
  const probe = {
    url: `${server.url}/api/get_profile`,
    method: 'POST' as const,
    fields: { token: server.owner.token },
  };
  await server.loopReset();
  await setTimeout(Math.min(3, seconds) * 1000);
  const eventLoopAtRest = await server.loopRead();
  await server.loopReset();
  const [loginFigures, probeFigures] = await Promise.all([
    runLoad(login, { connections: 50, seconds }),
    runLoad(probe, { connections: 2, seconds, overallRate: 200 }),
  ]);
  return { login: loginFigures, eventLoop: await server.loopRead(), eventLoopAtRest, probe: probeFigures };
}

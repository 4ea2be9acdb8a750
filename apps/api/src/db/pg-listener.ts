import pg from 'pg';
import type { NoticeHandlers, Unlisten } from './notices';

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a PostgreSQL server over a connection of its own (a pooled one would hand it back),
 * reconnecting after a break. Notices sent while it was cut off are lost, which onCutOff says.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    next.on('error', (error) => cutOff(next, error));
    next.on('end', () => cutOff(next, new Error('listening connection ended')));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    handlers.onListening();
  };

  const cutOff = (broken: pg.Client, error: unknown) => {
    if (stopped || client !== broken) return;
    client = undefined;
    broken.end().catch(() => undefined);
    handlers.onCutOff(error);
    const again = () => {
      retry = undefined;
      if (stopped) return;
      connect().catch((failure: unknown) => {
        handlers.onCutOff(failure);
        retry = setTimeout(again, RECONNECT_MS).unref();
      });
    };
    retry = setTimeout(again, RECONNECT_MS).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

import type { FastifyInstance } from 'fastify';

/**
 * A NOTIFY channel that carries live frames between server processes (DESIGN.md §4c): what one
 * process announces, every process (itself included) hears and hands to `deliver`, which sends
 * it to the sockets it holds. Payloads are JSON and small (ids and short text): NOTIFY's limit
 * is 8,000 bytes. Answers the function that announces.
 */
export async function startLiveChannel<T>(
  app: FastifyInstance,
  channel: string,
  what: string,
  deliver: (announced: T) => Promise<void>,
): Promise<(announced: T) => void> {
  const { deps } = app;
  const unlisten = await deps.database.listen(channel, {
    onListening: () => undefined,
    onNotice: (payload) => {
      let announced: T;
      try {
        announced = JSON.parse(payload) as T;
      } catch (err) {
        return app.log.warn({ err }, `an unreadable ${what} announcement`);
      }
      deliver(announced).catch((err: unknown) => app.log.error({ err }, `${what} frames not delivered`));
    },
    onCutOff: (err) =>
      app.log.warn({ err }, `${what} announcements cut off: push and notifications still go`),
  });
  app.addHook('onClose', async () => unlisten());
  return (announced) => {
    deps.database
      .notify(channel, JSON.stringify(announced))
      .catch((err: unknown) => app.log.error({ err }, `${what} frame not announced`));
  };
}

import type { FastifyBaseLogger } from 'fastify';

export type AfterAnswer = {
  /** Runs `task` without holding up the answer; a failure is logged as `what` failed. */
  run: (what: string, task: () => Promise<unknown>) => void;
  /** Resolves once every task started so far has ended. */
  drain: () => Promise<void>;
};

/**
 * Work a call starts once its answer is decided (a welcome mail, say). The app waits for it
 * before it closes, so a shutdown neither cuts a mail in half nor closes the database under it.
 */
export function afterAnswerTasks(log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      const done: Promise<void> = task()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed`),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}

import { useMutationState } from '@tanstack/react-query';
import type { QueuedCallName } from '../../lib/offline/queued-calls';
import { isWaitingOrRefused, type QueuedMutation, type QueuedWrite } from '../../lib/offline/write-queue';

export type ShownWrite = {
  mutation: QueuedMutation;
  write: QueuedWrite;
  /** The server's message when it refused the write; null while it waits to send. */
  refusal: string | null;
};

/** The writes waiting to send or refused, oldest first; of one call and matching, when given. */
export const useQueuedWrites = (
  call?: QueuedCallName,
  match?: (payload: Record<string, unknown>) => boolean,
): ShownWrite[] =>
  useMutationState({
    filters: {
      predicate: (mutation) => {
        if (!isWaitingOrRefused(mutation)) return false;
        const write = (mutation as QueuedMutation).state.variables;
        return !!write && (!call || write.call === call) && (!match || match(write.payload));
      },
    },
    select: (mutation) => {
      const queued = mutation as QueuedMutation;
      return {
        mutation: queued,
        write: queued.state.variables as QueuedWrite,
        refusal: queued.state.status === 'error' ? (queued.state.error?.message ?? '') : null,
      };
    },
  });

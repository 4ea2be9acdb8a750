import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { addTeamMessage, teamChannelQueryOptions } from '../api/team-channel';
import { type HeldChannel, withTeamMessage } from './merge-team';

/** A message being sent: shown at once, until the server confirms it or it fails. */
export type PendingTeamMessage = {
  /** Made once per message and sent with every try: the server stores it once (spec 03 §6). */
  clientId: string;
  text: string;
  files: File[];
  /** Object URLs of the photos, for the bubble while it is sent. */
  previews: string[];
  replyTo: TeamMessage | null;
  status: 'sending' | 'failed';
  error?: string;
};

/** The pending messages still to show: one already delivered (live or by a refresh) shows once, as sent. */
export const stillPending = (pending: readonly PendingTeamMessage[], held: readonly TeamMessage[]) => {
  const sent = new Set(held.map((message) => message.client_id));
  return pending.filter((item) => !sent.has(item.clientId));
};

/**
 * Sending to the team channel: the message shows as being sent, joins the thread when the
 * server confirms it, and stays marked with 'Try again' when it fails. Every try carries the
 * same client_id, so a retry after a lost answer never makes a second message.
 */
export function useSendTeam() {
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingTeamMessage[]>([]);
  const inFlight = useRef(new Set<string>());

  const deliver = useCallback(
    async (item: PendingTeamMessage) => {
      if (inFlight.current.has(item.clientId)) return;
      inFlight.current.add(item.clientId);
      const answer = await addTeamMessage({
        message: item.text,
        client_id: item.clientId,
        ...(item.files.length > 0 ? { images: item.files } : {}),
        ...(item.replyTo ? { reply_to: item.replyTo.id } : {}),
      }).finally(() => inFlight.current.delete(item.clientId));
      const stored = answer.status === 1 ? answer.data : undefined;
      if (stored) {
        client.setQueryData<HeldChannel>(teamChannelQueryOptions().queryKey, (held) =>
          held ? withTeamMessage(held, stored) : held,
        );
        setPending((all) => all.filter((each) => each.clientId !== item.clientId));
        for (const url of item.previews) URL.revokeObjectURL(url);
        return;
      }
      setPending((all) =>
        all.map((each) =>
          each.clientId === item.clientId ? { ...each, status: 'failed', error: answer.message } : each,
        ),
      );
    },
    [client],
  );

  const send = (text: string, files: File[], replyTo: TeamMessage | null) => {
    const item: PendingTeamMessage = {
      clientId: crypto.randomUUID(),
      text: text.trim(),
      files,
      previews: files.map((file) => URL.createObjectURL(file)),
      replyTo,
      status: 'sending',
    };
    setPending((all) => [...all, item]);
    void deliver(item);
  };

  const retry = (clientId: string) => {
    const item = pending.find((each) => each.clientId === clientId);
    if (!item || item.status === 'sending') return;
    const again: PendingTeamMessage = { ...item, status: 'sending', error: undefined };
    setPending((all) => all.map((each) => (each.clientId === clientId ? again : each)));
    void deliver(again);
  };

  const discard = (clientId: string) =>
    setPending((all) =>
      all.filter((each) => {
        if (each.clientId !== clientId) return true;
        for (const url of each.previews) URL.revokeObjectURL(url);
        return false;
      }),
    );

  // the photos' previews go with the screen
  const held = useRef(pending);
  held.current = pending;
  useEffect(
    () => () => {
      for (const item of held.current) for (const url of item.previews) URL.revokeObjectURL(url);
    },
    [],
  );

  return { pending, send, retry, discard };
}

import type { addTeamMessageCall } from '@faith-shield/contract/team-channel/add-team-message';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ShownWrite, useQueuedWrites } from '../../../components/offline/use-queued-writes';
import { useQueuedCall } from '../../../lib/offline/use-queued-call';
import { teamChannelQueryOptions } from '../api/team-channel';
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
  /** 'waiting': no network, kept on the phone and sent once it returns (spec 03 §3). */
  status: 'sending' | 'waiting' | 'failed';
  error?: string;
};

/** The pending messages still to show: one already delivered (live or by a refresh) shows once, as sent. */
export const stillPending = (pending: readonly PendingTeamMessage[], held: readonly TeamMessage[]) => {
  const sent = new Set(held.map((message) => message.client_id));
  return pending.filter((item) => !sent.has(item.clientId));
};

/** One object URL per queued photo while it waits; let go once its write leaves the queue. */
function usePreviews() {
  const urls = useRef(new Map<Blob, string>());
  const urlOf = useCallback((file: Blob) => {
    let url = urls.current.get(file);
    if (!url) {
      url = URL.createObjectURL(file);
      urls.current.set(file, url);
    }
    return url;
  }, []);
  const keepOnly = useCallback((files: ReadonlySet<Blob>) => {
    for (const [file, url] of urls.current)
      if (!files.has(file)) {
        URL.revokeObjectURL(url);
        urls.current.delete(file);
      }
  }, []);
  return { urlOf, keepOnly };
}

const filesOf = (write: ShownWrite): File[] => (write.write.payload.images as File[] | undefined) ?? [];

/**
 * Sending to the team channel: the message shows as being sent, joins the thread when the
 * server confirms it, and stays marked with 'Try again' when it fails. Every try carries the
 * same client_id, so a retry after a lost answer never makes a second message. With no
 * network it goes into the phone's write queue (kept through a reload, photos included) and
 * shows as waiting until the queue sends it.
 */
export function useSendTeam() {
  const client = useQueryClient();
  const sendQueued = useQueuedCall<typeof addTeamMessageCall>('add_team_message');
  const [sending, setSending] = useState<PendingTeamMessage[]>([]);
  const inFlight = useRef(new Set<string>());
  const queuedWrites = useQueuedWrites('add_team_message');
  const previews = usePreviews();

  const deliver = useCallback(
    async (item: PendingTeamMessage) => {
      if (inFlight.current.has(item.clientId)) return;
      inFlight.current.add(item.clientId);
      const answer = await sendQueued({
        message: item.text,
        client_id: item.clientId,
        ...(item.files.length > 0 ? { images: item.files } : {}),
        ...(item.replyTo ? { reply_to: item.replyTo.id } : {}),
      }).finally(() => inFlight.current.delete(item.clientId));
      const stored = answer.status === 1 ? answer.data : undefined;
      if (stored || answer.queued) {
        if (stored)
          client.setQueryData<HeldChannel>(teamChannelQueryOptions().queryKey, (held) =>
            held ? withTeamMessage(held, stored) : held,
          );
        // landed, or waiting in the queue (shown from there)
        setSending((all) => all.filter((each) => each.clientId !== item.clientId));
        for (const url of item.previews) URL.revokeObjectURL(url);
        return;
      }
      setSending((all) =>
        all.map((each) =>
          each.clientId === item.clientId ? { ...each, status: 'failed', error: answer.message } : each,
        ),
      );
    },
    [client, sendQueued],
  );

  const held = client.getQueryData<HeldChannel>(teamChannelQueryOptions().queryKey);
  const queued = queuedWrites.map((shown): PendingTeamMessage => {
    const { payload } = shown.write;
    return {
      clientId: String(payload.client_id),
      text: String(payload.message ?? ''),
      files: filesOf(shown),
      previews: filesOf(shown).map(previews.urlOf),
      replyTo: held?.messages.find((message) => message.id === String(payload.reply_to)) ?? null,
      status: shown.refusal === null ? 'waiting' : 'failed',
      ...(shown.refusal === null ? {} : { error: shown.refusal }),
    };
  });
  const queuedIds = new Set(queued.map((item) => item.clientId));
  const pending = [...queued, ...sending.filter((item) => !queuedIds.has(item.clientId))];

  // the queued photos' previews go once their writes leave the queue
  const queuedFiles = new Set(queuedWrites.flatMap(filesOf));
  useEffect(() => previews.keepOnly(queuedFiles));
  useEffect(() => () => previews.keepOnly(new Set()), [previews.keepOnly]);

  const dropQueued = (clientId: string) => {
    const found = queuedWrites.find((shown) => String(shown.write.payload.client_id) === clientId);
    if (found) client.getMutationCache().remove(found.mutation);
    return found;
  };

  const send = (text: string, files: File[], replyTo: TeamMessage | null) => {
    const item: PendingTeamMessage = {
      clientId: crypto.randomUUID(),
      text: text.trim(),
      files,
      previews: files.map((file) => URL.createObjectURL(file)),
      replyTo,
      status: 'sending',
    };
    setSending((all) => [...all, item]);
    void deliver(item);
  };

  const retry = (clientId: string) => {
    const item = pending.find((each) => each.clientId === clientId);
    if (item?.status !== 'failed') return;
    // one the server refused after it waited leaves the queue and is sent again from here
    const wasQueued = dropQueued(clientId) !== undefined;
    const again: PendingTeamMessage = {
      ...item,
      ...(wasQueued ? { previews: item.files.map((file) => URL.createObjectURL(file)) } : {}),
      status: 'sending',
      error: undefined,
    };
    setSending((all) => [...all.filter((each) => each.clientId !== clientId), again]);
    void deliver(again);
  };

  const discard = (clientId: string) => {
    dropQueued(clientId);
    setSending((all) =>
      all.filter((each) => {
        if (each.clientId !== clientId) return true;
        for (const url of each.previews) URL.revokeObjectURL(url);
        return false;
      }),
    );
  };

  // the photos' previews go with the screen
  const shown = useRef(sending);
  shown.current = sending;
  useEffect(
    () => () => {
      for (const item of shown.current) for (const url of item.previews) URL.revokeObjectURL(url);
    },
    [],
  );

  return { pending, send, retry, discard };
}

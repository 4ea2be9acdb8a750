import { performance } from 'node:perf_hooks';
import type { ClientEvent, ResumingClient } from './resuming-client';

/** One chat message the bench sent: its id, reader, when add_chat ran and which server answered. */
export type SentChat = { id: string; to: string; startedAt: number; endedAt: number; server: string };

/** What happened to the server processes (killed, stopping, started, seen up), in order. */
export class ProcessTimeline {
  readonly events: { at: number; event: string }[] = [];

  note(event: string) {
    this.events.push({ at: performance.now(), event });
  }
}

/** A message missed or received twice, with its reader's connections around it, to find why. */
export type ChatMishap = {
  id: string;
  to: string;
  /** Times received (0: missed). */
  received: number;
  sent: { from: number; to: number; server: string } | undefined;
  reader: { at: number; event: string; server?: string }[];
};

const seconds = (at: number, zero: number) => Math.round(at - zero) / 1000;

/**
 * The messages a reader missed or got twice, each with the add_chat that sent it and the
 * reader's timeline, times in seconds from `zero` (the load's start).
 */
export function chatMishaps(sent: SentChat[], clients: ResumingClient[], zero: number): ChatMishap[] {
  const byUser = new Map(clients.map((client) => [client.userId, client]));
  const byId = new Map(sent.map((chat) => [chat.id, chat]));
  const mishaps: ChatMishap[] = [];
  const describe = (id: string, to: string, received: number): ChatMishap => {
    const chat = byId.get(id);
    const timeline: ClientEvent[] = byUser.get(to)?.timeline ?? [];
    return {
      id,
      to,
      received,
      sent: chat && {
        from: seconds(chat.startedAt, zero),
        to: seconds(chat.endedAt, zero),
        server: chat.server,
      },
      reader: timeline.map((event) => ({ ...event, at: seconds(event.at, zero) })),
    };
  };
  for (const chat of sent) {
    const received = byUser.get(chat.to)?.messages.get(chat.id) ?? 0;
    if (received === 0) mishaps.push(describe(chat.id, chat.to, 0));
  }
  for (const client of clients)
    for (const [id, times] of client.messages)
      if (times > 1) mishaps.push(describe(id, client.userId, times));
  return mishaps;
}

/** One line for a mishap: the message, when it was sent and by whom, the reader's connections. */
export function describeMishap(mishap: ChatMishap) {
  const sent = mishap.sent
    ? `sent ${mishap.sent.from}–${mishap.sent.to} s via ${mishap.sent.server}`
    : 'not sent by the bench';
  const reader = mishap.reader
    .map((event) => `${event.at} s ${event.event}${event.server ? ` @${event.server}` : ''}`)
    .join('; ');
  return `message ${mishap.id} ${mishap.received === 0 ? 'missed' : `received ${mishap.received}×`}: ${sent}; reader: ${reader}`;
}

/** The process timeline in seconds from `zero`. */
export function timelineFrom(timeline: ProcessTimeline, zero: number) {
  return timeline.events.map((event) => ({ at: seconds(event.at, zero), event: event.event }));
}

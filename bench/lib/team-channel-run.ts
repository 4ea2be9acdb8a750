import { performance } from 'node:perf_hooks';
import { type ChatClient, connectChatClient } from './chat-client';
import { percentile, round, rssOf, sleep } from './delivery-figures';
import type { ChatPerson } from './seed-chat-bench';
import type { BenchServer } from './server-process';

/** After the last post, how long a message may still take before it counts as lost. */
const GRACE_MS = 5_000;

type Posted = { text: string; authorId: string; at: number };

async function post(server: BenchServer, token: string, text: string) {
  const response = await fetch(`${server.url}/api/add_team_message`, {
    method: 'POST',
    body: new URLSearchParams({ token, message: text }),
  });
  await response.arrayBuffer();
  return response.status === 200;
}

/**
 * spec 03 §6 at scale: every member of one organisation holds a live connection, half on each
 * server process; members post to the team channel at a steady rate through either process, and
 * the time from the post to each other member's receipt is measured. Every acknowledged message
 * must reach every other member exactly once.
 */
export async function measureTeamChannel(
  first: BenchServer,
  second: BenchServer,
  team: readonly ChatPerson[],
  { rate, seconds }: { rate: number; seconds: number },
) {
  const before = [await rssOf(first), await rssOf(second)];
  const clients: ChatClient[] = [];
  for (let index = 0; index < team.length; index += 25) {
    const batch = team.slice(index, index + 25);
    clients.push(
      ...(await Promise.all(
        batch.map((person, offset) =>
          connectChatClient((index + offset) % 2 === 0 ? first.url : second.url, person.id, person.token),
        ),
      )),
    );
  }
  await sleep(1_000);
  const after = [await rssOf(first), await rssOf(second)];
  const perServer = team.length / 2;
  const memoryPerConnection = after.map((rss, index) => (rss - (before[index] ?? 0)) / perServer);

  const posted: Posted[] = [];
  let failedSends = 0;
  const inFlight = new Set<Promise<void>>();
  const total = rate * seconds;
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const at = Math.floor(Math.random() * team.length);
    const author = team[at] as ChatPerson;
    const text = `team bench ${index} ${Math.random().toString(36).slice(2, 8)}`;
    const entry: Posted = { text, authorId: author.id, at: performance.now() };
    // through the author's own process, as their app would
    const request = post(at % 2 === 0 ? first : second, author.token, text).then(
      (ok) => {
        if (ok) posted.push(entry);
        else failedSends += 1;
      },
      () => {
        failedSends += 1;
      },
    );
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - started) / 1000;
  await sleep(GRACE_MS);

  const delays: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const message of posted)
    for (const client of clients) {
      if (client.userId === message.authorId) continue;
      const times = client.team.get(message.text) ?? [];
      if (times.length === 0) lost += 1;
      if (times.length > 1) duplicated += times.length - 1;
      if (times[0] !== undefined) delays.push(times[0] - message.at);
    }
  delays.sort((a, b) => a - b);
  for (const client of clients) client.close();
  return {
    members: clients.length,
    messagesPosted: posted.length,
    deliveries: delays.length,
    sendSeconds: round(sendSeconds),
    ratePerSecond: round(posted.length / sendSeconds),
    deliveryMs: {
      p50: round(percentile(delays, 50)),
      p90: round(percentile(delays, 90)),
      p99: round(percentile(delays, 99)),
      max: round(delays.at(-1) ?? 0),
    },
    lost,
    duplicated,
    failedSends,
    serverMemory: {
      rssBeforeMb: before.map((bytes) => round(bytes / 1_048_576)),
      rssAfterMb: after.map((bytes) => round(bytes / 1_048_576)),
      perConnectionKb: memoryPerConnection.map((bytes) => round(bytes / 1024)),
    },
  };
}

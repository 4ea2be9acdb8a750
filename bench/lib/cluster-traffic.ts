import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { nextClientAddress } from './client-address';
import { signUpOwners, waitlistAnswers } from './crash-writers';
import {
  type EncodedRequest,
  encodeForm,
  FEATURE_WRITES,
  type FeatureOwner,
  featureWrite,
  prepareFeatureOwner,
} from './feature-writes';
import { SOAK_PROFILE } from './soak-traffic';
import type { WriteLedger, WriteMark } from './write-ledger';

/** One request of the run: when it started and ended (performance.now), and how it went. */
export type Outcome = { name: string; startedAt: number; endedAt: number; ok: boolean; why?: string };

/** Every request's outcome, for the verdict: which failed, and when. */
export class TrafficLog {
  readonly outcomes: Outcome[] = [];

  async time(name: string, send: () => Promise<{ ok: boolean; why?: string }>) {
    const startedAt = performance.now();
    const answer = await send().catch((error: unknown) => ({
      ok: false,
      why: error instanceof Error ? String(error.cause ?? error.message) : String(error),
    }));
    this.outcomes.push({ name, startedAt, endedAt: performance.now(), ...answer });
    return answer.ok;
  }

  failures() {
    return this.outcomes.filter((outcome) => !outcome.ok);
  }
}

/** A failed answer's code and the server that gave it (HAProxy's X-Served-By; none: HAProxy's own). */
export const failedAnswer = (response: Response) =>
  `HTTP ${response.status} from ${response.headers.get('x-served-by') ?? 'haproxy'}`;

/** A write as the app sends it; ok on a 200 with status 1. A proxy's error page is not JSON. */
async function postForm(url: string, request: EncodedRequest) {
  const response = await fetch(`${url}${request.path}`, {
    method: 'POST',
    headers: { ...request.headers, 'x-forwarded-for': nextClientAddress() },
    body: request.body,
  });
  const text = await response.text();
  const body = (() => {
    try {
      return JSON.parse(text) as { status?: number };
    } catch {
      return {};
    }
  })();
  return response.status === 200 && body.status === 1
    ? { ok: true }
    : { ok: false, why: failedAnswer(response) };
}

/**
 * A writer's chat messages at most this often: add_chat allows 60 a minute per session, counted
 * by each process apart, so a faster pace passes only while the load is spread over every
 * process, and the processes taken out by the kill and the restart would turn it into 429s.
 */
const CHAT_EVERY_MS = 1_100;

/**
 * Owners signed up through the proxy, each writing in turn (never two of one owner at once):
 * its profile, a waitlist entry, then every operations feature's write, images included (the
 * uploads), a chat message as often as a person may send one. Every write enters the ledger
 * before it is sent and again once acknowledged.
 */
export async function clusterWriters(url: string, count: number, ledger: WriteLedger, log: TrafficLog) {
  const run = randomUUID().slice(0, 8);
  const questionDetail = await waitlistAnswers(url);
  const signedUp = await signUpOwners(url, count, run);
  const owners: FeatureOwner[] = [];
  for (const [index, owner] of signedUp.entries())
    owners.push(await prepareFeatureOwner(url, owner, run, index));

  let sequence = 0;
  const send = async (request: EncodedRequest, mark: WriteMark) => {
    ledger.begin(mark);
    if (await log.time(request.path, () => postForm(url, request))) ledger.acknowledge(mark);
  };
  const write = async (owner: FeatureOwner, isStopped: () => boolean) => {
    let lastChatAt = Number.NEGATIVE_INFINITY;
    while (!isStopped()) {
      sequence += 1;
      const firstName = `Cluster ${run} ${sequence}`;
      await send(
        encodeForm('update_profile', { token: owner.token, first_name: firstName, ...SOAK_PROFILE }),
        {
          kind: 'profile',
          key: owner.email,
          value: firstName,
        },
      );
      const email = `cluster-${run}-w${sequence}@example.org`;
      await send(
        encodeForm('add_wait_list', {
          first_name: 'Cluster',
          last_name: 'Tester',
          organization: 'Cluster Fellowship',
          email,
          zip_code: '37219',
          question_detail: questionDetail,
        }),
        { kind: 'waitlist', value: email },
      );
      for (const name of FEATURE_WRITES) {
        if (name === 'add_chat') {
          if (performance.now() - lastChatAt < CHAT_EVERY_MS) continue;
          lastChatAt = performance.now();
        }
        const { request, mark } = featureWrite(name, owner, run, sequence);
        await send(request, mark);
      }
    }
  };
  return {
    owners: signedUp,
    run: (isStopped: () => boolean) => Promise.all(owners.map((owner) => write(owner, isStopped))),
  };
}

/**
 * `loops` readers, each in turn a public read (home_page, directors) and a signed-in one
 * (get_profile, get_subscription), until stopped.
 */
export function clusterReaders(url: string, tokens: string[], loops: number, log: TrafficLog) {
  const read = async (name: string, init: RequestInit) => {
    const response = await fetch(`${url}/api/${name}`, init);
    const text = await response.text();
    return response.status === 200 && text.includes('"status":1')
      ? { ok: true }
      : { ok: false, why: failedAnswer(response) };
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClientAddress() },
    body: new URLSearchParams(fields).toString(),
  });
  const loop = async (index: number, isStopped: () => boolean) => {
    const token = tokens[index % tokens.length] ?? '';
    while (!isStopped()) {
      await log.time('home_page', () => read('home_page', form({})));
      await log.time('directors', () =>
        read('directors', { headers: { 'x-forwarded-for': nextClientAddress() } }),
      );
      await log.time('get_profile', () => read('get_profile', form({ token })));
      await log.time('get_subscription', () => read('get_subscription', form({ token })));
    }
  };
  return (isStopped: () => boolean) =>
    Promise.all(Array.from({ length: loops }, (_, index) => loop(index, isStopped)));
}

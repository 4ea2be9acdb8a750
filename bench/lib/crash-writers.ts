import { randomUUID } from 'node:crypto';
import { nextClientAddress } from './client-address';
import {
  type EncodedRequest,
  encodeForm,
  FEATURE_WRITES,
  type FeatureOwner,
  featureWrite,
  prepareFeatureOwner,
  sendWrite,
} from './feature-writes';
import { formBody } from './run-load';
import { SOAK_PROFILE } from './soak-traffic';
import type { WriteLedger, WriteMark } from './write-ledger';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Question = { id: number; type: string; answers: { id: number; name: string }[] };

export async function post(url: string, name: string, fields: Record<string, string>) {
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { ...FORM, 'x-forwarded-for': nextClientAddress() },
    body: formBody(fields),
  });
  const body = (await response.json()) as { status: number; data?: { token?: string } };
  return { ok: response.status === 200 && body.status === 1, body };
}

/** The waitlist questionnaire answered (the first answer of each question), as the form sends it. */
export async function waitlistAnswers(url: string): Promise<string> {
  const questions = (await (await fetch(`${url}/api/get_wait_list_question`)).json()) as { data: Question[] };
  return JSON.stringify(
    questions.data.map((question) => ({
      ...question,
      answers: question.answers.map((answer, index) => ({ ...answer, status: index === 0 })),
    })),
  );
}

/** `count` owners signed up through the API, with their first session. */
export async function signUpOwners(url: string, count: number, run: string) {
  const owners: { email: string; token: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `crash-${run}-${index}@example.org`;
    const { ok, body } = await post(url, 'signup', {
      first_name: 'Crash',
      last_name: 'Owner',
      email,
      password: 'Shield#2026',
      password_confirmation: 'Shield#2026',
      mobile: '6155550100',
      address: '14 Elm Street, Nashville, TN 37206',
      personal_lat: '36.1800',
      personal_long: '-86.7400',
      personal_area: '14 Elm Street',
      personal_state: 'TN',
      personal_city: 'Nashville',
      personal_zip_code: '37206',
      worship_place_name: 'Crash Fellowship',
      worship_address: '120 Main St, Nashville, TN 37203',
      lat: '36.1504',
      long: '-86.7916',
      area: '120 Main St',
      state: 'TN',
      city: 'Nashville',
      zip_code: '37203',
    });
    if (!ok || !body.data?.token) throw new Error(`signup failed: ${JSON.stringify(body)}`);
    owners.push({ email, token: body.data.token });
  }
  return owners;
}

/**
 * `count` owners, each writing in turn, never two writes of one owner at once: its profile
 * (first_name numbered), a waitlist entry, then each operations feature's write (an event, a
 * headcount, an inventory item with its image, a certificate, a chat message, a risk answer),
 * until the server stops answering. Every write goes into the ledger before it is sent and
 * again when it is acknowledged.
 */
export async function crashWriters(url: string, count: number, ledger: WriteLedger) {
  const run = randomUUID().slice(0, 8);
  const questionDetail = await waitlistAnswers(url);
  const signedUp = await signUpOwners(url, count, run);
  const owners: FeatureOwner[] = [];
  for (const [index, owner] of signedUp.entries())
    owners.push(await prepareFeatureOwner(url, owner, run, index));

  let sequence = 0;
  const send = async (target: string, request: EncodedRequest, mark: WriteMark) => {
    ledger.begin(mark);
    const answer = await sendWrite(target, request);
    if (answer.ok) ledger.acknowledge(mark);
  };
  const writeUntilDown = async (target: string, owner: FeatureOwner) => {
    for (;;) {
      try {
        sequence += 1;
        const firstName = `Crash ${run} ${sequence}`;
        await send(
          target,
          encodeForm('update_profile', { token: owner.token, first_name: firstName, ...SOAK_PROFILE }),
          { kind: 'profile', key: owner.email, value: firstName },
        );
        const email = `crash-${run}-w${sequence}@example.org`;
        await send(
          target,
          encodeForm('add_wait_list', {
            first_name: 'Crash',
            last_name: 'Tester',
            organization: 'Crash Fellowship',
            email,
            zip_code: '37219',
            question_detail: questionDetail,
          }),
          { kind: 'waitlist', value: email },
        );
        for (const name of FEATURE_WRITES) {
          const { request, mark } = featureWrite(name, owner, run, sequence);
          await send(target, request, mark);
        }
      } catch {
        return; // the server is gone
      }
    }
  };

  return {
    /** Writes from every owner at once until the server at `target` stops answering. */
    run: (target: string) => Promise.all(owners.map((owner) => writeUntilDown(target, owner))),
  };
}

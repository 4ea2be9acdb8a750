import riskSeed from '../../apps/api/seed/risk-assessment.json' with { type: 'json' };
import { nextClientAddress } from './client-address';
import { formBody } from './run-load';
import type { WriteMark } from './write-ledger';

/**
 * The operations features' writes as the web app sends them (fields from
 * packages/contract/src/<feature>/), each with the mark the database must show once it is
 * acknowledged: events, headcounts, inventory with an image, certificates, chat, risk answers.
 */
export const FEATURE_WRITES = [
  'add_event',
  'add_event_attendance',
  'add_inventory',
  'add_certificate',
  'add_chat',
  'risk_answer_update_by_user',
] as const;
export type FeatureWriteName = (typeof FEATURE_WRITES)[number];

/** An owner ready for every feature write: a member to chat with, a location, an open event. */
export type FeatureOwner = {
  email: string;
  token: string;
  memberId: string;
  locationId: string;
  eventId: string;
};

/** A 1×1 PNG: a real image, which the server judges by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const RISK_QUESTIONS = riskSeed.categories.flatMap((category) =>
  category.questions.map((question) => ({ riskId: category.id, questionId: question.id })),
);

export type EncodedRequest = { path: string; headers: Record<string, string>; body: Buffer | string };

const BOUNDARY = '----faith-shield-bench-7d1f0c';

/** A form as the browser sends it: multipart when an image goes with it, else url-encoded. */
export function encodeForm(name: string, fields: Record<string, string>, image?: string): EncodedRequest {
  if (!image)
    return {
      path: `/api/${name}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(fields),
    };
  const parts = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${image}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return {
    path: `/api/${name}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat(parts),
  };
}

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Write number `n` of `name` by `owner`: the request, and what the database must then hold. */
export function featureWrite(
  name: FeatureWriteName,
  owner: FeatureOwner,
  run: string,
  n: number,
): { request: EncodedRequest; mark: WriteMark } {
  const unique = `${run} ${n}`;
  switch (name) {
    case 'add_event': {
      const title = `Bench event ${unique}`;
      return {
        request: encodeForm('add_event', {
          token: owner.token,
          event_categories: 'Main Service',
          sub_user_id: 'Other',
          title,
          description: 'Two at the main entrance, one in the car park.',
          security: 'No',
          time_zone: 'America/Chicago',
          date_array: JSON.stringify([
            { start_date: day(30), start_time: '10:00', end_date: day(30), end_time: '12:00' },
          ]),
        }),
        mark: { kind: 'event', value: title },
      };
    }
    case 'add_event_attendance': {
      const count = String(n % 5000);
      return {
        request: encodeForm('add_event_attendance', {
          token: owner.token,
          event_id: owner.eventId,
          attendance_count: count,
        }),
        mark: { kind: 'attendance', key: `${owner.email}|${owner.eventId}`, value: count },
      };
    }
    case 'add_inventory': {
      const title = `Bench radio ${unique}`;
      return {
        request: encodeForm(
          'add_inventory',
          {
            token: owner.token,
            title,
            price: `${n % 2000}.50`,
            location_id: owner.locationId,
            model_number: 'MD-1200',
            serial_number: `SN-${unique}`,
          },
          'image',
        ),
        mark: { kind: 'inventory', value: title },
      };
    }
    case 'add_certificate': {
      const licence = `LIC-${unique}`;
      return {
        request: encodeForm(
          'add_certificate',
          {
            token: owner.token,
            type: 'CPR & First Aid',
            licence_number: licence,
            issue_date: day(-30),
            expiration_date: day(700),
            description: 'Adult, child and infant CPR with AED',
          },
          'image',
        ),
        mark: { kind: 'certificate', value: licence },
      };
    }
    case 'add_chat': {
      const message = `Bench message ${unique}`;
      return {
        request: encodeForm('add_chat', { token: owner.token, to_user_id: owner.memberId, message }),
        mark: { kind: 'chat', value: message },
      };
    }
    case 'risk_answer_update_by_user': {
      const question = RISK_QUESTIONS[n % RISK_QUESTIONS.length] ?? { riskId: '', questionId: '' };
      const status = String(Math.floor(n / RISK_QUESTIONS.length) % 2);
      return {
        request: encodeForm('risk_answer_update_by_user', {
          token: owner.token,
          question: JSON.stringify([
            { risk_id: question.riskId, question_id: question.questionId, status: Number(status) },
          ]),
        }),
        mark: { kind: 'risk', key: `${owner.email}|${question.questionId}`, value: status },
      };
    }
  }
}

async function postForm(url: string, request: EncodedRequest) {
  const response = await fetch(`${url}${request.path}`, {
    method: 'POST',
    headers: { ...request.headers, 'x-forwarded-for': nextClientAddress() },
    body: request.body,
  });
  const body = (await response.json()) as { status: number; data?: unknown; message?: string };
  return { ok: response.status === 200 && body.status === 1, status: response.status, body };
}

/** Sends one write through fetch; `ok` when the server acknowledged it. */
export const sendWrite = postForm;

/**
 * Makes an owner ready for the feature writes through the API: a member of their team (whom
 * they chat with), one of their locations, and an event of their own to count heads at.
 */
export async function prepareFeatureOwner(
  url: string,
  owner: { email: string; token: string },
  run: string,
  index: number,
): Promise<FeatureOwner> {
  const member = await postForm(
    url,
    encodeForm('add_sub_user', {
      token: owner.token,
      first_name: 'Bench',
      last_name: `Member ${index}`,
      email: `bench-member-${run}-${index}@example.org`,
      mobile: '6155550101',
      address: '14 Elm Street, Nashville, TN 37206',
      personal_lat: '36.1800',
      personal_long: '-86.7400',
      personal_area: '14 Elm Street',
      personal_state: 'TN',
      personal_city: 'Nashville',
      personal_zip_code: '37206',
      password: 'Shield#2026',
      password_confirmation: 'Shield#2026',
    }),
  );
  const memberId = (member.body.data as { id?: string } | undefined)?.id;
  if (!member.ok || !memberId) throw new Error(`add_sub_user failed: ${JSON.stringify(member.body)}`);
  const locations = await fetch(`${url}/api/inventory_categories`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const locationId = ((await locations.json()) as { data?: { id: string }[] }).data?.[0]?.id;
  if (!locationId) throw new Error('the owner has no inventory location');
  const partial = { ...owner, memberId, locationId, eventId: '' };
  const event = await postForm(url, featureWrite('add_event', partial, `${run} setup`, index).request);
  const eventId = (event.body.data as { id?: string }[] | undefined)?.[0]?.id;
  if (!event.ok || !eventId) throw new Error(`add_event failed: ${JSON.stringify(event.body)}`);
  return { ...partial, eventId };
}

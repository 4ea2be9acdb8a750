import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, users, waitlistApplicants } from '../../src/db/schema/index';
import {
  fromAnyIp,
  ORGANISATION_PROFILE_FIELDS,
  PERSONAL_PROFILE_FIELDS,
  signupFields,
} from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { asFile, largePng, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { answered, applicant, loadQuestions } from '../public-site/wait-list-fixtures';

const TOO_LARGE = { status: 0, message: 'The upload is too large.' };
const NOT_AN_IMAGE = 'Please select a JPG or PNG image.';

/** Every field update_profile takes from an owner, as the profile form sends them. */
const profileFields = { ...PERSONAL_PROFILE_FIELDS, ...ORGANISATION_PROFILE_FIELDS };

/** Strings an attacker types into forms: they must come back exactly as typed, doing nothing. */
const HOSTILE_TEXT = [
  "Robert'); DROP TABLE users;--",
  "' OR '1'='1' --",
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  '${7*7} \u202e reversed',
];

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;

beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

const ownerToken = async () => (await createOrganisation((await testDatabase()).db)).owner.token;

/** A raw request, for bodies the test client would never build. */
async function raw(name: string, body: string | Uint8Array, contentType: string, token?: string) {
  const response = await fetch(`${server.url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { code: response.status, body: (await response.json()) as Envelope, headers: response.headers };
}

describe('oversized bodies and files', () => {
  it('answers a 2 MB form body to login with 413 and the envelope', async () => {
    const { code, body } = await call('login', {
      email: 'a@example.org',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect({ code, body }).toEqual({ code: 413, body: TOO_LARGE });
  });

  it('answers a 2 MB JSON body with 413', async () => {
    const json = JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(2 * 1024 * 1024) });
    const { code, body } = await raw('login', json, 'application/json');
    expect({ code, body }).toEqual({ code: 413, body: TOO_LARGE });
  });

  it('answers a profile picture over the upload limit with 413 and changes nothing', async () => {
    const token = await ownerToken();
    const { code, body } = await call(
      'update_profile',
      { ...profileFields, image: asFile(largePng(11 * 1024 * 1024), 'huge.png') },
      { token },
    );
    expect({ code, body }).toEqual({ code: 413, body: TOO_LARGE });
    expect((await call<Profile>('get_profile', {}, { token })).body.data?.first_name).toBe('Test');
  });

  it('answers more files than the call takes with 413', async () => {
    const token = await ownerToken();
    const form = new FormData();
    form.append('token', token);
    for (const [key, value] of Object.entries(profileFields)) form.append(key, value);
    for (let index = 0; index < 8; index += 1)
      form.append('image', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), `${index}.png`);
    const response = await fetch(`${server.url}/api/update_profile`, { method: 'POST', body: form });
    expect({ code: response.status, body: await response.json() }).toEqual({ code: 413, body: TOO_LARGE });
  });

  it('refuses a file under a name the call does not take with 400', async () => {
    const token = await ownerToken();
    const files = { picture: asFile(pngBytes(), 'me.png') };
    const { code, body } = await call('update_profile', { ...profileFields, ...files }, { token });
    expect(code).toBe(400);
    expect(body.status).toBe(0);
  });

  it('refuses a 200 KB field with the field’s length message, not a crash', async () => {
    const { code, body } = await call('signup', signupFields({ first_name: 'A'.repeat(200 * 1024) }));
    expect(code).toBe(422);
    expect(body.errors?.first_name).toBe('First name must be 100 characters or fewer');
  });

  it('refuses a huge field in a multipart form too', async () => {
    const token = await ownerToken();
    const { code, body } = await call(
      'update_profile',
      { ...profileFields, last_name: 'B'.repeat(300 * 1024) },
      { token, as: 'multipart' },
    );
    expect(code === 413 || code === 422, `${code} ${body.message}`).toBe(true);
    expect(body.status).toBe(0);
  });
});

describe('files that are not what they claim', () => {
  const attempts = [
    ['an HTML page named .jpg', asFile('<!doctype html><script>alert(1)</script>', 'me.jpg', 'image/jpeg')],
    [
      'an SVG with a script',
      asFile(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'me.svg',
        'image/svg+xml',
      ),
    ],
    ['a GIF', asFile(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'me.gif', 'image/gif')],
    ['a PDF named .png', asFile('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj', 'me.png', 'image/png')],
  ] as const;

  it.each(attempts)('refuses %s as a profile picture and keeps the profile', async (_label, file) => {
    const token = await ownerToken();
    const { code, body } = await call('update_profile', { ...profileFields, image: file }, { token });
    expect({ code, errors: body.errors }).toEqual({ code: 422, errors: { image: NOT_AN_IMAGE } });
    expect((await call<Profile>('get_profile', {}, { token })).body.data?.image).toBe('');
  });
});

describe('malformed requests', () => {
  it.each([
    ['a multipart body cut short', '--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nRuth'],
    ['a multipart part without a name', '--XyZ\r\nContent-Type: text/plain\r\n\r\nRuth\r\n--XyZ--\r\n'],
    ['garbage after the boundary', '--XyZ\r\n\u0000\u0001\u0002garbage\r\n--XyZ'],
  ])('answers %s with a 4xx envelope, never 500', async (_label, body) => {
    const token = await ownerToken();
    const answer = await raw('update_profile', body, 'multipart/form-data; boundary=XyZ', token);
    expect(answer.code).toBeGreaterThanOrEqual(400);
    expect(answer.code).toBeLessThan(500);
    expect(answer.body.status).toBe(0);
  });

  it('answers a multipart type without a boundary with a 4xx envelope', async () => {
    const answer = await raw('login', 'email=a', 'multipart/form-data');
    expect(answer.code).toBeGreaterThanOrEqual(400);
    expect(answer.code).toBeLessThan(500);
    expect(answer.body.status).toBe(0);
  });

  it('answers a body type it does not read with 415', async () => {
    const answer = await raw('login', '<login><email>a</email></login>', 'application/xml');
    expect({ code: answer.code, status: answer.body.status }).toEqual({ code: 415, status: 0 });
  });

  it('answers JSON that is not an object with the field messages, not a crash', async () => {
    for (const json of ['[]', '"text"', '42', 'null']) {
      const answer = await raw('login', json, 'application/json');
      expect(answer.code, json).toBeGreaterThanOrEqual(400);
      expect(answer.code, json).toBeLessThan(500);
    }
  });
});

describe('fields nobody asked for', () => {
  it('ignores a type, plan or organisation sent with sign-up', async () => {
    const db = (await testDatabase()).db;
    const { owner: stranger } = await createOrganisation(db, { planTier: 4 });
    const { code, body } = await call<{ token: string; type: number; subscriptions_id: number }>(
      'signup',
      signupFields({
        type: '2',
        subscriptions_id: '4',
        plan_tier: '4',
        organisation_id: stranger.user.organisationId,
        id: stranger.user.id,
      }),
    );
    expect(code).toBe(200);
    expect(body.data).toMatchObject({ type: 1, subscriptions_id: 1 });
    const profile = await call<Profile>('get_profile', {}, { token: body.data?.token ?? '' });
    expect(profile.body.data?.id).not.toBe(stranger.user.id);
  });

  it('ignores a type, e-mail, id or plan sent with update_profile', async () => {
    const db = (await testDatabase()).db;
    const { organisation, owner } = await createOrganisation(db, { planTier: 2 });
    const { code } = await call(
      'update_profile',
      {
        ...profileFields,
        type: '2',
        email: 'taken@example.org',
        id: 'x',
        plan_tier: '4',
        subscriptions_id: '4',
      },
      { token: owner.token },
    );
    expect(code).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const [organisationNow] = await db
      .select()
      .from(organisations)
      .where(eq(organisations.id, organisation.id));
    expect({ type: user?.type, email: user?.email, tier: organisationNow?.planTier }).toEqual({
      type: 1,
      email: owner.user.email,
      tier: 2,
    });
  });
});

describe('hostile text', () => {
  it.each(HOSTILE_TEXT)('stores %j in a profile and answers it back exactly, inert', async (text) => {
    const token = await ownerToken();
    const { code } = await call(
      'update_profile',
      { ...profileFields, first_name: text, area: text },
      { token },
    );
    expect(code).toBe(200);
    const { body } = await call<Profile>('get_profile', {}, { token });
    expect(body.data?.first_name).toBe(text);
    expect(body.data?.area).toBe(text);
    const [{ total } = { total: 0 }] = await (await testDatabase()).db
      .select({ total: sql<number>`count(*)::int` })
      .from(users);
    expect(total).toBeGreaterThan(0);
  });

  it('stores hostile waitlist text exactly and answers JSON, never HTML', async () => {
    const questions = await loadQuestions(server);
    const person = applicant({ organization: HOSTILE_TEXT.join(' | ').slice(0, 200) });
    const { code, headers } = await call('add_wait_list', {
      ...person,
      question_detail: JSON.stringify(answered(questions)),
    });
    expect(code).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    const [row] = await (await testDatabase()).db
      .select({ organization: waitlistApplicants.organization })
      .from(waitlistApplicants)
      .where(eq(waitlistApplicants.email, person.email));
    expect(row?.organization).toBe(person.organization);
  });

  // found by wapiti (npm run scan): a NUL byte reached the database, which answered with an error
  it('refuses a NUL character in any field, as JSON, form or multipart, with 422 and nothing stored', async () => {
    const token = await ownerToken();
    for (const as of ['form', 'json', 'multipart'] as const) {
      const login = await call('login', { email: '/e\u0000', password: 'Letm3in_' }, { as });
      expect(login.code, as).toBe(422);
      expect(login.body).toEqual({
        status: 0,
        message: 'Please check the highlighted fields.',
        errors: { email: 'Please check the highlighted fields.' },
      });
    }
    const update = await call('update_profile', { ...profileFields, first_name: 'Nul\u0000Name' }, { token });
    expect(update.code).toBe(422);
    const { body } = await call<Profile>('get_profile', {}, { token });
    expect(body.data?.first_name).not.toContain('\u0000');
  });

  it('answers an injection attempt as an e-mail with the usual refusal', async () => {
    for (const email of ["' OR 1=1 --", "admin@example.org' --", '"; SELECT pg_sleep(5); --']) {
      const started = Date.now();
      const { code, body } = await call('login', { email, password: 'Anything#1' });
      expect(code, email).toBe(422);
      expect(body.status).toBe(0);
      expect(Date.now() - started).toBeLessThan(4000);
    }
  });
});

import type { TeamCertificate } from '@faith-shield/contract/certificates/certificate-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { fromAnyIp } from '../helpers/accounts';
import { asFile, jpegBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { setPlan, teamOwner } from '../sub-users/sub-user-fixtures';
import { addCertificate, addMember, cprFields, dayFromToday } from './certificate-fixtures';

const NOT_FOUND = { status: 0, message: 'This certificate was not found.' };

describe('the owner and the team’s certificates (spec 02 §7)', () => {
  let server: TestServer;
  let call: ReturnType<typeof fromAnyIp>;
  let owner: Awaited<ReturnType<typeof teamOwner>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  beforeAll(async () => {
    server = await startTestServer();
    call = fromAnyIp(server);
    owner = await teamOwner(server);
    member = await addMember(owner.organisationId);
  });
  afterAll(() => server.close());

  it('lists every live member’s certificates with their names, the next to expire first, not the owner’s own', async () => {
    const colleague = await addMember(owner.organisationId, 'Ruth', 'Okafor');
    const later = await addCertificate(server, member.token, { expiration_date: dayFromToday(400) });
    const sooner = await addCertificate(server, colleague.token, { expiration_date: dayFromToday(20) });
    const fema = await addCertificate(server, member.token, {
      type: 'FEMA courses',
      licence_number: 'IS-100.C',
      issue_date: '',
      expiration_date: '',
      description: 'Incident Command System',
    });
    await addCertificate(server, owner.token, { licence_number: 'owners-own' });
    const { code, body } = await call<TeamCertificate[]>(
      'get_sub_users_certificates',
      {},
      { token: owner.token },
    );
    expect(code).toBe(200);
    expect(body.data).toEqual([
      { ...sooner, first_name: 'Ruth', last_name: 'Okafor' },
      { ...later, first_name: 'Samuel', last_name: 'Reyes' },
      { ...fema, first_name: 'Samuel', last_name: 'Reyes', issue_date: null, expiration_date: null },
    ]);
  });

  it('reads, edits and deletes a member’s certificate by its id and the member’s', async () => {
    const added = await addCertificate(server, member.token);
    const ids = { id: added.id, user_id: member.id };
    const detail = await call<TeamCertificate>('get_sub_users_certificate_detail', ids, {
      token: owner.token,
    });
    expect(detail.body).toEqual({
      status: 1,
      message: 'Certificate',
      data: { ...added, first_name: 'Samuel', last_name: 'Reyes' },
    });
    const { image: _image, ...fields } = cprFields({ type: 'Concealed Carry', licence_number: 'CC-77' });
    const updated = await call<TeamCertificate>(
      'update_sub_user_certificate',
      { ...fields, ...ids, image: asFile(jpegBytes(), 'cc.jpg', 'image/jpeg') },
      { token: owner.token },
    );
    expect(updated.code).toBe(200);
    expect(updated.body.data).toMatchObject({ ...ids, type: 'Concealed Carry', licence_number: 'CC-77' });
    // the member sees the owner's change
    const own = await call('get_certificate_detail', { id: added.id }, { token: member.token });
    expect(own.body.data).toMatchObject({ type: 'Concealed Carry', licence_number: 'CC-77' });
    const missing = await call(
      'update_sub_user_certificate',
      { ...ids, type: 'CPR & First Aid' },
      { token: owner.token },
    );
    expect(missing.body.errors).toEqual({
      licence_number: 'Please enter licence number',
      issue_date: 'Please enter issue date',
      expiration_date: 'Please enter expiration date',
      description: 'Please enter description',
    });
    const deleted = await call('sub_users_certificate_delete', ids, { token: owner.token });
    expect(deleted.body).toEqual({ status: 1, message: 'The certificate has been deleted.' });
    const gone = await call('get_certificate_detail', { id: added.id }, { token: member.token });
    expect(gone.code).toBe(404);
  });

  it('answers 404 for a certificate of another team, the owner’s own, or an id with the wrong member', async () => {
    const stranger = await teamOwner(server);
    const strangerMember = await addMember(stranger.organisationId, 'Nadia', 'Stone');
    const colleague = await addMember(owner.organisationId, 'Ruth', 'Okafor');
    const theirs = await addCertificate(server, strangerMember.token, { licence_number: 'stranger' });
    const ownersOwn = await addCertificate(server, owner.token);
    const members = await addCertificate(server, member.token);
    const { image: _image, ...fields } = cprFields();
    const pairs = [
      { id: theirs.id, user_id: strangerMember.id },
      { id: ownersOwn.id, user_id: owner.id },
      { id: members.id, user_id: colleague.id },
      { id: members.id, user_id: 'x' },
    ];
    for (const ids of pairs) {
      for (const [name, payload] of [
        ['get_sub_users_certificate_detail', ids],
        ['update_sub_user_certificate', { ...fields, ...ids }],
        ['sub_users_certificate_delete', ids],
      ] as const) {
        const { code, body } = await call(name, payload, { token: owner.token });
        expect({ name, code, body }).toEqual({ name, code: 404, body: NOT_FOUND });
      }
    }
    const list = await call<TeamCertificate[]>('get_sub_users_certificates', {}, { token: stranger.token });
    expect(list.body.data?.map((certificate) => certificate.id)).toEqual([theirs.id]);
  });

  it('leaves a removed member’s certificates out of the lists', async () => {
    const leaving = await addMember(owner.organisationId, 'Leah', 'Gone');
    const theirs = await addCertificate(server, leaving.token);
    await (await testDatabase()).db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, leaving.id));
    const list = await call<TeamCertificate[]>('get_sub_users_certificates', {}, { token: owner.token });
    expect(list.body.data?.some((certificate) => certificate.id === theirs.id)).toBe(false);
    const detail = await call(
      'get_sub_users_certificate_detail',
      { id: theirs.id, user_id: leaving.id },
      {
        token: owner.token,
      },
    );
    expect(detail.code).toBe(404);
  });

  it('is for an owner on a plan with sub users; a sub user is refused', async () => {
    const refused = await call('get_sub_users_certificates', {}, { token: member.token });
    expect({ code: refused.code, body: refused.body }).toEqual({
      code: 403,
      body: { status: 0, message: 'You do not have access to this.' },
    });
    const basic = await teamOwner(server);
    await setPlan(server, basic.organisationId, 2, new Date(Date.now() + 86_400_000));
    const { code, body } = await call('get_sub_users_certificates', {}, { token: basic.token });
    expect({ code, body }).toEqual({
      code: 403,
      body: {
        status: 0,
        message: "Sub users' certificates are part of the Advance plan. Please upgrade your subscription.",
      },
    });
    // their own certificates stay theirs on any plan
    expect((await call('get_certificates', {}, { token: basic.token })).code).toBe(200);
  });
});

import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { asFile, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { teamOwner } from '../sub-users/sub-user-fixtures';
import { addCertificate, addMember, cprFields, dayFromToday, NOT_FOUND } from './certificate-fixtures';

const IMAGE = () => asFile(pngBytes(), 'card.png');

describe('a person’s own certificates (spec 02 §5, §7)', () => {
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

  const errorsOf = async (fields: Record<string, string | ReturnType<typeof IMAGE>>) => {
    const { code, body } = await call('add_certificate', fields, { token: member.token, as: 'multipart' });
    expect(code).toBe(422);
    expect(body.message).toBe(Object.values(body.errors ?? {})[0]);
    return body.errors;
  };

  it('asks for the type, and for what every type needs, with the spec’s words', async () => {
    expect(await errorsOf({})).toEqual({
      type: 'Please enter type',
      licence_number: 'Please enter licence number',
      description: 'Please enter description',
      image: 'Please select image',
    });
    expect(
      await errorsOf({ type: 'Lifeguard', licence_number: '1', description: 'x', image: IMAGE() }),
    ).toEqual({ type: 'Please enter type' });
  });

  it.each([
    ['CPR & First Aid', ['licence_number', 'issue_date', 'expiration_date', 'description']],
    ['FEMA courses', ['licence_number', 'description']],
    ['Concealed Carry', ['licence_number', 'issue_date', 'expiration_date', 'description']],
    ['Other', ['licence_number', 'certificate_title', 'issue_date', 'expiration_date', 'description']],
  ])('%s: each field it requires has its message', async (type, required) => {
    const messages: Record<string, string> = {
      licence_number: 'Please enter licence number',
      certificate_title: 'Please enter certificate title',
      issue_date: 'Please enter issue date',
      expiration_date: 'Please enter expiration date',
      description: 'Please enter description',
    };
    expect(await errorsOf({ type, image: IMAGE() })).toEqual(
      Object.fromEntries(required.map((field) => [field, messages[field]])),
    );
    const full: Record<string, string> = {
      type,
      licence_number: 'L-2031',
      certificate_title: 'Stop the Bleed',
      issue_date: dayFromToday(-30),
      expiration_date: dayFromToday(700),
      description: 'Held by the team lead',
    };
    for (const field of required) {
      const { [field]: _left, ...rest } = full;
      expect(await errorsOf({ ...rest, image: IMAGE() })).toEqual({ [field]: messages[field] });
    }
    const added = await addCertificate(server, member.token, { ...full, image: IMAGE() });
    expect(added.type).toBe(type);
    expect(added.certificate_title).toBe(type === 'Other' ? 'Stop the Bleed' : '');
  });

  it('keeps a licence number as real licences carry it, up to 40 characters', async () => {
    for (const licence of ['AHA-2291-X7', 'FL W1234567', 'NY/2291.07'])
      expect((await addCertificate(server, member.token, { licence_number: licence })).licence_number).toBe(
        licence,
      );
    const longest = 'A'.repeat(40);
    expect((await addCertificate(server, member.token, { licence_number: longest })).licence_number).toBe(
      longest,
    );
    expect(await errorsOf(cprFields({ licence_number: 'A'.repeat(41) }))).toEqual({
      licence_number: 'Licence number must be 40 characters or fewer',
    });
    expect(await errorsOf(cprFields({ licence_number: 'AHA#2291' }))).toEqual({
      licence_number: 'Please use only letters, digits, spaces and - / . in the licence number',
    });
  });

  it('takes an issue date in the past and refuses an expiration before the issue', async () => {
    expect(await errorsOf(cprFields({ issue_date: '2024-05-10', expiration_date: '2024-05-09' }))).toEqual({
      expiration_date: 'The expiration date cannot be before the issue date',
    });
    expect(await errorsOf(cprFields({ issue_date: '2024-02-30' }))).toEqual({
      issue_date: 'Please enter a valid date',
    });
    const past = await addCertificate(server, member.token, {
      issue_date: '2019-01-15',
      expiration_date: '2021-01-15',
    });
    expect({ issue: past.issue_date, expires: past.expiration_date }).toEqual({
      issue: '2019-01-15',
      expires: '2021-01-15',
    });
  });

  it('answers the edit form’s messages on update, without asking for an image', async () => {
    const added = await addCertificate(server, member.token);
    const { code, body } = await call(
      'update_certificate',
      { id: added.id, type: 'Other' },
      { token: member.token },
    );
    expect(code).toBe(422);
    expect(body.errors).toEqual({
      licence_number: 'Please enter licence number',
      certificate_title: 'Please enter certificate title',
      issue_date: 'Please enter issue date',
      expiration_date: 'Please enter expiration date',
      description: 'Please enter description',
    });
  });

  it('never shows or changes someone else’s: another member’s, the owner’s, another team’s', async () => {
    const colleague = await addMember(owner.organisationId, 'Ruth', 'Okafor');
    const stranger = await teamOwner(server);
    const theirs = [
      await addCertificate(server, colleague.token, { licence_number: 'colleague-1' }),
      await addCertificate(server, owner.token, { licence_number: 'owner-1' }),
      await addCertificate(server, stranger.token, { licence_number: 'stranger-1' }),
    ];
    const { image: _image, ...fields } = cprFields({ licence_number: 'taken' });
    for (const certificate of theirs) {
      for (const [name, payload] of [
        ['get_certificate_detail', { id: certificate.id }],
        ['update_certificate', { ...fields, id: certificate.id }],
        ['delete_certificate_by_id', { id: certificate.id }],
      ] as const) {
        const { code, body } = await call(name, payload, { token: member.token });
        expect({ name, code, body }).toEqual({ name, code: 404, body: NOT_FOUND });
      }
    }
    const list = await call<Certificate[]>('get_certificates', {}, { token: member.token });
    const listed = JSON.stringify(list.body);
    for (const certificate of theirs) expect(listed).not.toContain(certificate.id);
    const colleagues = await call<Certificate[]>('get_certificates', {}, { token: colleague.token });
    expect(colleagues.body.data?.map((certificate) => certificate.licence_number)).toEqual(['colleague-1']);
    expect((await call('get_certificate_detail', { id: 'not-a-uuid' }, { token: member.token })).code).toBe(
      404,
    );
  });
});

import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { asFile, jpegBytes, largePng, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { teamOwner } from '../sub-users/sub-user-fixtures';
import { addCertificate, addMember, cprFields, dayFromToday, NOT_FOUND } from './certificate-fixtures';

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

  it('takes a JPG or PNG of at most 2 MB, by its content', async () => {
    const exactly = largePng(PICTURE_MAX_BYTES - pngBytes().length);
    expect(exactly.length).toBe(PICTURE_MAX_BYTES);
    await addCertificate(server, member.token, { image: asFile(exactly, 'two-mb.png') });
    await addCertificate(server, member.token, { image: asFile(jpegBytes(), 'card.jpg', 'image/jpeg') });
    const tooLarge = largePng(PICTURE_MAX_BYTES + 1 - pngBytes().length);
    const large = await call('add_certificate', cprFields({ image: asFile(tooLarge, 'big.png') }), {
      token: member.token,
    });
    expect({ code: large.code, body: large.body }).toEqual({
      code: 422,
      body: {
        status: 0,
        message: 'Please select an image file with a size of 2 MB or less.',
        errors: { image: 'Please select an image file with a size of 2 MB or less.' },
      },
    });
    const text = await call('add_certificate', cprFields({ image: asFile('a text file', 'card.png') }), {
      token: member.token,
    });
    expect({ code: text.code, body: text.body }).toEqual({
      code: 422,
      body: {
        status: 0,
        message: 'Please select a JPG or PNG image.',
        errors: { image: 'Please select a JPG or PNG image.' },
      },
    });
  });

  it('lists, reads, edits and deletes the caller’s own, for an owner and a sub user alike', async () => {
    for (const [index, person] of [owner, member].entries()) {
      const added = await addCertificate(server, person.token, { licence_number: `OWN-${index}` });
      const list = await call<Certificate[]>('get_certificates', {}, { token: person.token });
      expect(list.body.data).toContainEqual(added);
      const detail = await call<Certificate>(
        'get_certificate_detail',
        { id: added.id },
        { token: person.token },
      );
      expect(detail.body).toEqual({ status: 1, message: 'Certificate', data: added });

      const { image: _image, ...fields } = cprFields({
        licence_number: '990011',
        expiration_date: dayFromToday(20),
      });
      const updated = await call<Certificate>(
        'update_certificate',
        { ...fields, id: added.id },
        { token: person.token },
      );
      expect(updated.code).toBe(200);
      expect(updated.body.message).toBe('The certificate has been updated.');
      expect(updated.body.data).toEqual({
        ...added,
        licence_number: '990011',
        expiration_date: dayFromToday(20),
        issue_date: fields.issue_date,
      });
      const withImage = await call<Certificate>(
        'update_certificate',
        { ...fields, id: added.id, image: asFile(jpegBytes(), 'new.jpg', 'image/jpeg') },
        { token: person.token },
      );
      expect(withImage.body.data?.image).toMatch(/\.jpg\?/);
      expect(await server.hasFile(added.image)).toBe(false);

      const deleted = await call('delete_certificate_by_id', { id: added.id }, { token: person.token });
      expect(deleted.body).toEqual({ status: 1, message: 'The certificate has been deleted.' });
      const gone = await call('get_certificate_detail', { id: added.id }, { token: person.token });
      expect({ code: gone.code, body: gone.body }).toEqual({ code: 404, body: NOT_FOUND });
    }
  });
});

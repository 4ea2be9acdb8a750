import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFile, largePng, pngBytes } from '../helpers/images';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addEvents, addFields, eventsOf, row, teamOf } from './event-fixtures';

describe('add_event', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('takes a JPG or PNG by its content, and refuses anything else', async () => {
    const { db } = await testDatabase();
    const { organisation, owner, members } = await teamOf(db, 1);
    const ids = [members[0]?.user.id ?? ''];
    const [withImage] = await addEvents(
      server,
      owner.token,
      addFields(ids, [row(), row('2030-12-13')], { image: asFile(pngBytes(), 'cover.png') }),
    );
    expect(withImage?.image).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    const served = await fetch(`${server.url}${withImage?.image}`);
    expect(served.status).toBe(200);

    const fake = await server.call(
      'add_event',
      addFields(ids, [row()], { image: asFile('<?php echo 1; ?>', 'cover.png', 'image/png') }),
      { token: owner.token },
    );
    expect(fake.code).toBe(422);
    expect(fake.body.errors).toEqual({ image: 'Please select a JPG or PNG image.' });
    expect(await eventsOf(organisation.id)).toHaveLength(2);
  });

  it('takes an image over the pictures’ 2 MB (events have no limit of their own) up to the upload limit', async () => {
    const { db } = await testDatabase();
    const { organisation, owner } = await teamOf(db, 0);
    const [big] = await addEvents(
      server,
      owner.token,
      addFields('Other', [row()], { image: asFile(largePng(3 * 1024 * 1024), 'poster.png') }),
    );
    expect(big?.image).toMatch(/\.png$/);
    const { code, body } = await server.call(
      'add_event',
      addFields('Other', [row()], { image: asFile(largePng(10 * 1024 * 1024 + 1), 'huge.png') }),
      { token: owner.token },
    );
    expect({ code, body }).toEqual({ code: 413, body: { status: 0, message: 'The upload is too large.' } });
    expect(await eventsOf(organisation.id)).toHaveLength(1);
  });
});

import type { IncidentDetail, IncidentSummary } from '@faith-shield/contract/incidents/incident-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asFile, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addIncident, detail, incidentFields, incidentTeam } from './incident-fixtures';

const NOT_FOUND = 'This incident was not found.';

describe('who sees an incident', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const listed = async (token: string) =>
    ((await server.call<IncidentSummary[]>('get_incidents', {}, { token })).body.data ?? []).map(
      (row) => row.id,
    );

  it('shows a leaders incident to the owner, leaders and the reporter; a member and another organisation get 404', async () => {
    const team = await incidentTeam();
    const other = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, { visibility: 'leaders' }, [
      asFile(pngBytes(), 'a.png'),
    ]);
    for (const seer of [team.owner, team.leader, team.reporter]) {
      expect(await listed(seer.token)).toEqual([made.id]);
      const { code, body } = await detail(server, seer.token, made.id);
      expect(code).toBe(200);
      expect(body.data?.title).toBe(made.title);
    }
    for (const outsider of [team.member, other.owner, other.leader, other.member]) {
      expect(await listed(outsider.token)).toEqual([]);
      const { code, body } = await detail(server, outsider.token, made.id);
      expect(code).toBe(404);
      expect(body.message).toBe(NOT_FOUND);
      expect(body.data).toBeUndefined();
      for (const [name, fields] of [
        ['update_incident', { ...incidentFields({ title: 'Changed' }), id: made.id }],
        ['add_incident_follow_up', { id: made.id, note: 'Saw it too' }],
        ['close_incident', { id: made.id, closing_note: 'Done' }],
        ['incident_pdf', { id: made.id }],
      ] as const) {
        const answer = await server.call(name, fields, { token: outsider.token });
        expect(answer.code, name).toBe(404);
        expect(answer.body.data, name).toBeUndefined();
      }
    }
    const after = await detail(server, team.owner.token, made.id);
    expect(after.body.data).toMatchObject({ title: made.title, status: 'open', follow_ups: [] });
  });

  it('shows a team incident to every member, and to nobody of another organisation', async () => {
    const team = await incidentTeam();
    const other = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, { visibility: 'team' });
    for (const seer of [team.owner, team.leader, team.reporter, team.member])
      expect((await detail(server, seer.token, made.id)).code).toBe(200);
    expect((await detail(server, other.owner.token, made.id)).code).toBe(404);
    expect(await listed(other.owner.token)).toEqual([]);
  });

  it('gives image addresses only in the answer to those who see it; a bare or altered address gets nothing', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, {}, [asFile(pngBytes(), 'a.png')]);
    const [signed = ''] = made.images;
    const bare = signed.slice(0, signed.indexOf('?'));
    for (const url of [bare, `${bare}?expires=9999999999&signature=AAAAAAAAAAAAAAAAAAAAAA`]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-type')).not.toMatch(/^image\//);
    }
    // with a session but without the signature: still nothing
    const withToken = await fetch(`${server.url}${bare}`, {
      headers: { authorization: `Bearer ${team.owner.token}` },
    });
    expect(withToken.status).toBe(404);
    const seen = await detail(server, team.leader.token, made.id);
    const image = await fetch(`${server.url}${seen.body.data?.images[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const hidden = await detail(server, team.member.token, made.id);
    expect(JSON.stringify(hidden.body)).not.toContain(bare);
  });

  it('lets the reporter edit while open; the owner and a leader always; a member of a team incident never', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token, { visibility: 'team' });
    const edit = (token: string, title: string) =>
      server.call<IncidentDetail>(
        'update_incident',
        { ...incidentFields({ title, visibility: 'team' }), id: made.id },
        { token },
      );
    const byReporter = await edit(team.reporter.token, 'Reporter corrected the title');
    expect(byReporter.code).toBe(200);
    expect(byReporter.body.data?.title).toBe('Reporter corrected the title');
    const byMember = await edit(team.member.token, 'Member tries');
    expect(byMember.code).toBe(403);
    expect(byMember.body.message).toBe(
      'Only the owner, a team leader or the reporter while it is open can edit this incident.',
    );
    await server.call(
      'close_incident',
      { id: made.id, closing_note: 'Handled by police' },
      { token: team.leader.token },
    );
    expect((await edit(team.reporter.token, 'After closing')).code).toBe(403);
    const byOwner = await edit(team.owner.token, 'Owner adds the plate number');
    expect(byOwner.code).toBe(200);
    expect(byOwner.body.data).toMatchObject({ title: 'Owner adds the plate number', status: 'closed' });
    const byLeader = await edit(team.leader.token, 'Leader edits');
    expect(byLeader.code).toBe(200);
  });

  it('refuses a bad update with the spec’s words and changes nothing', async () => {
    const team = await incidentTeam();
    const made = await addIncident(server, team.reporter.token);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [overrides, field, message] of [
      [{ title: '' }, 'title', 'Please enter title'],
      [{ occurred_date: tomorrow }, 'occurred_time', 'The incident time cannot be in the future'],
      [{ severity: '' }, 'severity', 'Please select severity'],
    ] as const) {
      const { code, body } = await server.call(
        'update_incident',
        { ...incidentFields(overrides), id: made.id },
        { token: team.owner.token },
      );
      expect(code).toBe(422);
      expect(body.errors?.[field]).toBe(message);
    }
    expect((await detail(server, team.owner.token, made.id)).body.data?.title).toBe(made.title);
  });
});

import type { SubUserOption } from '@faith-shield/contract/sub-users/get-sub-user';
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp, logIn } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { editFields, subUserFields, teamOwner } from '../sub-users/sub-user-fixtures';
import { alertFields } from './alert-fixtures';

describe('team leaders (spec 03 §1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('the owner marks a leader on add and update; the sub user calls answer it; only leaders send', async () => {
    const call = fromAnyIp(server);
    const owner = await teamOwner(server);
    const fields = subUserFields();
    const added = await call<SubUserDetail>('add_sub_user', fields, { token: owner.token });
    expect(added.body.data?.leader).toBe('No');
    const memberToken = await logIn(server, fields.email, fields.password);
    const refused = await call('send_alert', alertFields(), { token: memberToken });
    expect(refused.body.message).toBe('Only team leaders can send alerts');

    const badLeader = await call(
      'update_sub_user',
      editFields(added.body.data as SubUserDetail, { leader: 'Maybe' }),
      {
        token: owner.token,
      },
    );
    expect(badLeader.code).toBe(422);
    const promoted = await call<SubUserDetail>(
      'update_sub_user',
      editFields(added.body.data as SubUserDetail, { leader: 'Yes' }),
      { token: owner.token },
    );
    expect(promoted.body.data?.leader).toBe('Yes');
    const detail = await call<SubUserDetail>(
      'get_sub_user_deatil',
      { id: added.body.data?.id ?? '' },
      { token: owner.token },
    );
    expect(detail.body.data?.leader).toBe('Yes');
    const team = await call<SubUserOption[]>('get_sub_user', {}, { token: owner.token });
    expect(team.body.data?.find((row) => row.id === added.body.data?.id)?.leader).toBe('Yes');
    // an edit that does not send the field keeps it
    const kept = await call<SubUserDetail>('update_sub_user', editFields(added.body.data as SubUserDetail), {
      token: owner.token,
    });
    expect(kept.body.data?.leader).toBe('Yes');

    const sent = await call('send_alert', alertFields(), { token: memberToken });
    expect(sent.code).toBe(200);

    const leaderFields = subUserFields({ leader: 'Yes' });
    const addedLeader = await call<SubUserDetail>('add_sub_user', leaderFields, { token: owner.token });
    expect(addedLeader.body.data?.leader).toBe('Yes');
  });
});

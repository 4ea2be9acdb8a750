import type {
  AddTeamMessageRequest,
  addTeamMessageCall,
} from '@faith-shield/contract/team-channel/add-team-message';
import type { deleteTeamMessageCall } from '@faith-shield/contract/team-channel/delete-team-message';
import type { getTeamChannelCall } from '@faith-shield/contract/team-channel/get-team-channel';
import type { muteTeamChannelCall } from '@faith-shield/contract/team-channel/mute-team-channel';
import type { readTeamChannelCall } from '@faith-shield/contract/team-channel/read-team-channel';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dataOf } from '../../../lib/api-error';
import { type HeldChannel, mergeTeam } from '../team/merge-team';

/** spec 03 §6: POST get_team_channel; `before` asks for an older page. */
export const getTeamChannel = async (before?: string, signal?: AbortSignal) =>
  dataOf(await callApi<typeof getTeamChannelCall>('get_team_channel', before ? { before } : {}, { signal }));

/**
 * The thread as the screen holds it: each fetch asks for the latest page and adds it to what is
 * held, so older pages loaded by scrolling stay.
 */
export const teamChannelQueryOptions = () =>
  queryOptions({
    queryKey: ['get_team_channel'] as const,
    queryFn: async ({ client, queryKey, signal }): Promise<HeldChannel> =>
      mergeTeam(
        client.getQueryData<HeldChannel>(queryKey),
        await getTeamChannel(undefined, signal),
        'latest',
      ),
  });

/** spec 03 §6: POST add_team_message (multipart when photos go with it). */
export const addTeamMessage = (payload: AddTeamMessageRequest & { images?: File[] }) =>
  callApi<typeof addTeamMessageCall>('add_team_message', payload);

export const readTeamChannel = () => callApi<typeof readTeamChannelCall>('read_team_channel', {});

export const deleteTeamMessage = (id: string) =>
  callApi<typeof deleteTeamMessageCall>('delete_team_message', { id });

export const muteTeamChannel = (hours: number) =>
  callApi<typeof muteTeamChannelCall>('mute_team_channel', { hours });

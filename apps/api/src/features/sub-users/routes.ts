import { addSubUserCall } from '@faith-shield/contract/sub-users/add-sub-user';
import { deleteSubUserCall } from '@faith-shield/contract/sub-users/delete-sub-user';
import { GET_SUB_USER_MESSAGES, getSubUserCall } from '@faith-shield/contract/sub-users/get-sub-user';
import { getSubUserDeatilCall } from '@faith-shield/contract/sub-users/get-sub-user-deatil';
import { SUB_USER_MESSAGES } from '@faith-shield/contract/sub-users/sub-user-messages';
import { updateSubUserCall } from '@faith-shield/contract/sub-users/update-sub-user';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { refusingCommonPasswords } from '../../infra/passwords/common-passwords';
import { addSubUser } from './add-sub-user';
import { deleteSubUser } from './delete-sub-user';
import { listSubUsers } from './get-sub-user';
import { getSubUserDeatil } from './get-sub-user-deatil';
import { updateSubUser } from './update-sub-user';

/** spec 02 §7: the owner's team (Advance: the guard checks the tier and the owner). */
export async function subUserRoutes(app: FastifyInstance) {
  registerCall(app, getSubUserCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: GET_SUB_USER_MESSAGES.list,
      data: await listSubUsers(deps, auth.organisationId),
    }),
  });

  registerCall(app, addSubUserCall, {
    input: refusingCommonPasswords(addSubUserCall.request, 'password'),
    handler: async ({ input, auth, deps, request }) => ({
      message: SUB_USER_MESSAGES.added,
      data: await addSubUser(deps, auth, input, request.ip),
    }),
  });

  registerCall(app, getSubUserDeatilCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: SUB_USER_MESSAGES.detail,
      data: await getSubUserDeatil(deps.db, auth.organisationId, input.id),
    }),
  });

  registerCall(app, updateSubUserCall, {
    input: refusingCommonPasswords(updateSubUserCall.request, 'password'),
    handler: async ({ input, auth, deps, request }) => ({
      message: SUB_USER_MESSAGES.updated,
      data: await updateSubUser(deps, auth, input, request.ip),
    }),
  });

  registerCall(app, deleteSubUserCall, {
    handler: async ({ input, auth, deps, request }) => {
      await deleteSubUser(deps, auth, input.id, request.ip);
      return { message: SUB_USER_MESSAGES.deleted };
    },
  });
}

import { addCertificateCall } from '@faith-shield/contract/certificates/add-certificate';
import { CERTIFICATE_MESSAGES } from '@faith-shield/contract/certificates/certificate-messages';
import { deleteCertificateByIdCall } from '@faith-shield/contract/certificates/delete-certificate-by-id';
import { getCertificateDetailCall } from '@faith-shield/contract/certificates/get-certificate-detail';
import { getCertificatesCall } from '@faith-shield/contract/certificates/get-certificates';
import { getSubUsersCertificateDetailCall } from '@faith-shield/contract/certificates/get-sub-users-certificate-detail';
import { getSubUsersCertificatesCall } from '@faith-shield/contract/certificates/get-sub-users-certificates';
import { subUsersCertificateDeleteCall } from '@faith-shield/contract/certificates/sub-users-certificate-delete';
import { updateCertificateCall } from '@faith-shield/contract/certificates/update-certificate';
import { updateSubUserCertificateCall } from '@faith-shield/contract/certificates/update-sub-user-certificate';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import {
  AddCertificateInput,
  UpdateCertificateInput,
  UpdateSubUserCertificateInput,
} from './certificate-input';
import { certificateView, teamCertificateView } from './certificate-view';
import { findOwnCertificate, findTeamCertificate } from './find-certificate';
import { listOwnCertificates, listTeamCertificates } from './list-certificates';
import { addCertificate, deleteCertificate, updateCertificate } from './save-certificate';

/**
 * spec 02 §7: certificates. Everyone (owner or sub user) keeps their own on any plan; the owner
 * also reads and edits the team's (Advance, as sub users are).
 */
export async function certificateRoutes(app: FastifyInstance) {
  registerCall(app, getCertificatesCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: CERTIFICATE_MESSAGES.list,
      data: await listOwnCertificates(deps, auth),
    }),
  });

  registerCall(app, getCertificateDetailCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: CERTIFICATE_MESSAGES.detail,
      data: certificateView(await findOwnCertificate(deps.db, auth, input.id)),
    }),
  });

  registerCall(app, addCertificateCall, {
    input: AddCertificateInput,
    handler: async ({ input, auth, deps }) => ({
      message: CERTIFICATE_MESSAGES.added,
      data: certificateView(
        await addCertificate(deps, { organisationId: auth.organisationId, userId: auth.userId }, input),
      ),
    }),
  });

  registerCall(app, updateCertificateCall, {
    input: UpdateCertificateInput,
    handler: async ({ input, auth, deps }) => {
      const current = await findOwnCertificate(deps.db, auth, input.id);
      return {
        message: CERTIFICATE_MESSAGES.updated,
        data: certificateView(await updateCertificate(deps, current, input)),
      };
    },
  });

  registerCall(app, deleteCertificateByIdCall, {
    handler: async ({ input, auth, deps }) => {
      await deleteCertificate(deps, await findOwnCertificate(deps.db, auth, input.id));
      return { message: CERTIFICATE_MESSAGES.deleted };
    },
  });

  registerCall(app, getSubUsersCertificatesCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: CERTIFICATE_MESSAGES.list,
      data: await listTeamCertificates(deps, auth.organisationId),
    }),
  });

  registerCall(app, getSubUsersCertificateDetailCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => {
      const { row, holder } = await findTeamCertificate(
        deps.db,
        auth.organisationId,
        input.id,
        input.user_id,
      );
      return { message: CERTIFICATE_MESSAGES.detail, data: teamCertificateView(row, holder) };
    },
  });

  registerCall(app, updateSubUserCertificateCall, {
    input: UpdateSubUserCertificateInput,
    handler: async ({ input, auth, deps }) => {
      const { row, holder } = await findTeamCertificate(
        deps.db,
        auth.organisationId,
        input.id,
        input.user_id,
      );
      return {
        message: CERTIFICATE_MESSAGES.updated,
        data: teamCertificateView(await updateCertificate(deps, row, input), holder),
      };
    },
  });

  registerCall(app, subUsersCertificateDeleteCall, {
    handler: async ({ input, auth, deps }) => {
      const { row } = await findTeamCertificate(deps.db, auth.organisationId, input.id, input.user_id);
      await deleteCertificate(deps, row);
      return { message: CERTIFICATE_MESSAGES.deleted };
    },
  });
}

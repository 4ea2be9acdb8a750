import {
  operatorApplicantsCall,
  operatorExportApplicantsCall,
} from '@faith-shield/contract/operators/operator-applicants';
import { operatorAuditLogCall } from '@faith-shield/contract/operators/operator-audit-log';
import { operatorLoginCall } from '@faith-shield/contract/operators/operator-login';
import { operatorLogoutCall } from '@faith-shield/contract/operators/operator-logout';
import { OPERATOR_ACTIONS, OPERATOR_MESSAGES } from '@faith-shield/contract/operators/operator-messages';
import {
  operatorOrganisationCall,
  operatorOrganisationsCall,
} from '@faith-shield/contract/operators/operator-organisations';
import { operatorResetOwnerTwoFactorCall } from '@faith-shield/contract/operators/operator-reset-owner-two-factor';
import { operatorSetupCall } from '@faith-shield/contract/operators/operator-setup';
import { operatorSetupStartCall } from '@faith-shield/contract/operators/operator-setup-start';
import type { FastifyInstance } from 'fastify';
import { operatorDevices } from '../../http/device-cookie';
import { registerCall } from '../../http/register-call';
import { refusingCommonPasswords } from '../../infra/passwords/common-passwords';
import { exportApplicants } from './export-applicants';
import { listApplicants } from './operator-applicants';
import { listAuditLog } from './operator-audit-log';
import { operatorLogIn } from './operator-login';
import { operatorLogOut } from './operator-logout';
import { getOrganisation, listOrganisations } from './operator-organisations';
import { resetOwnerTwoFactor } from './operator-reset-owner-two-factor';
import { completeOperatorSetup, startOperatorSetup } from './operator-setup';
import { actorOf, recordOperatorAction } from './record-operator-action';

/** The operator console's own calls: set-up, sign-in, customers, audit log (docs/decisions/022). */
export async function operatorRoutes(app: FastifyInstance) {
  registerCall(app, operatorSetupStartCall, {
    handler: async ({ input, deps }) => ({
      message: OPERATOR_MESSAGES.setupStarted,
      data: await startOperatorSetup(deps, input.setup_token),
    }),
  });

  registerCall(app, operatorSetupCall, {
    input: refusingCommonPasswords(operatorSetupCall.request, 'password'),
    handler: async ({ input, deps, request }) => ({
      message: OPERATOR_MESSAGES.setupDone,
      data: await completeOperatorSetup(deps, input, request.ip),
    }),
  });

  registerCall(app, operatorLoginCall, {
    handler: async ({ input, deps, request, reply }) => {
      const data = await operatorLogIn(deps, input, request.ip);
      // this device may keep signing in while strangers are held off the operator's account
      operatorDevices.rememberDevice(request, reply, input.email);
      return { message: OPERATOR_MESSAGES.signedIn, data };
    },
  });

  registerCall(app, operatorLogoutCall, {
    handler: async ({ auth, deps, request }) => {
      await operatorLogOut(deps, auth, request.ip);
      return { message: OPERATOR_MESSAGES.signedOut };
    },
  });

  registerCall(app, operatorAuditLogCall, {
    readOnly: true,
    handler: async ({ input, deps }) => ({
      message: OPERATOR_MESSAGES.auditLog,
      data: await listAuditLog(deps.db, input),
    }),
  });

  registerCall(app, operatorApplicantsCall, {
    readOnly: true,
    handler: async ({ input, auth, deps, request }) => {
      const applicants = await listApplicants(deps.db, input);
      await recordOperatorAction(deps.db, {
        ...actorOf(auth, request),
        action: OPERATOR_ACTIONS.viewedApplicants,
        subject: 'waitlist_applicants',
        after: { from: input.from ?? null, to: input.to ?? null, rows: applicants.length },
      });
      return { message: OPERATOR_MESSAGES.applicants, data: { applicants, total: applicants.length } };
    },
  });

  registerCall(app, operatorExportApplicantsCall, {
    handler: async ({ input, auth, deps, request }) => ({
      message: OPERATOR_MESSAGES.exported,
      data: await exportApplicants(deps.db, input, actorOf(auth, request), deps.now()),
    }),
  });

  registerCall(app, operatorOrganisationsCall, {
    readOnly: true,
    handler: async ({ input, auth, deps, request }) => {
      const page = await listOrganisations(deps.db, input, deps.now());
      await recordOperatorAction(deps.db, {
        ...actorOf(auth, request),
        action: OPERATOR_ACTIONS.viewedOrganisations,
        subject: 'organisations',
        after: { search: input.search, before: input.before ?? null, rows: page.organisations.length },
      });
      return { message: OPERATOR_MESSAGES.organisations, data: page };
    },
  });

  registerCall(app, operatorOrganisationCall, {
    readOnly: true,
    handler: async ({ input, auth, deps, request }) => {
      const organisation = await getOrganisation(deps.db, input.id, deps.now());
      await recordOperatorAction(deps.db, {
        ...actorOf(auth, request),
        action: OPERATOR_ACTIONS.viewedOrganisation,
        subject: `organisation:${input.id}`,
      });
      return { message: OPERATOR_MESSAGES.organisation, data: organisation };
    },
  });

  registerCall(app, operatorResetOwnerTwoFactorCall, {
    handler: async ({ input, auth, deps, request }) => {
      await resetOwnerTwoFactor(deps, actorOf(auth, request), input);
      return { message: OPERATOR_MESSAGES.ownerTwoFactorReset };
    },
  });
}

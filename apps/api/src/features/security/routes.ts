import { getAuditLogCall } from '@faith-shield/contract/security/get-audit-log';
import { SECURITY_MESSAGES, TWO_FACTOR_MESSAGES } from '@faith-shield/contract/security/security-messages';
import {
  endSessionCall,
  getSecurityCall,
  logoutEverywhereCall,
  updateSecuritySettingsCall,
} from '@faith-shield/contract/security/security-settings';
import {
  resetSubUserTwoFactorCall,
  twoFactorDisableCall,
  twoFactorEnableCall,
  twoFactorRecoveryCodesCall,
  twoFactorSetupCall,
} from '@faith-shield/contract/security/two-factor';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { listAuditLog } from './list-audit-log';
import { resetSubUserTwoFactor } from './reset-two-factor';
import { getSecurity } from './security-state';
import { endSession, logOutEverywhere, updateSecuritySettings } from './session-actions';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, setUpTwoFactor } from './two-factor-actions';

/** spec 03 §5: the second factor, sessions, the leaders' requirement and the audit log, on every plan. */
export async function securityRoutes(app: FastifyInstance) {
  registerCall(app, twoFactorSetupCall, {
    handler: async ({ auth, deps, request }) => ({
      message: TWO_FACTOR_MESSAGES.setUp,
      data: await setUpTwoFactor(deps, { auth, ip: request.ip }),
    }),
  });

  registerCall(app, twoFactorEnableCall, {
    handler: async ({ input, auth, deps, request }) => ({
      message: TWO_FACTOR_MESSAGES.enabled,
      data: await enableTwoFactor(deps, { auth, ip: request.ip }, input.code),
    }),
  });

  registerCall(app, twoFactorDisableCall, {
    handler: async ({ input, auth, deps, request }) => {
      await disableTwoFactor(deps, { auth, ip: request.ip }, input);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  });

  registerCall(app, twoFactorRecoveryCodesCall, {
    handler: async ({ input, auth, deps, request }) => ({
      message: TWO_FACTOR_MESSAGES.newCodes,
      data: await renewRecoveryCodes(deps, { auth, ip: request.ip }, input.code),
    }),
  });

  registerCall(app, resetSubUserTwoFactorCall, {
    handler: async ({ input, auth, deps, request }) => {
      await resetSubUserTwoFactor(deps, { auth, ip: request.ip }, input);
      return { message: TWO_FACTOR_MESSAGES.reset };
    },
  });

  registerCall(app, getSecurityCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: SECURITY_MESSAGES.settings,
      data: await getSecurity(deps, auth),
    }),
  });

  registerCall(app, updateSecuritySettingsCall, {
    handler: async ({ input, auth, deps, request }) => ({
      message: SECURITY_MESSAGES.settingsSaved,
      data: await updateSecuritySettings(deps, { auth, ip: request.ip }, input),
    }),
  });

  registerCall(app, endSessionCall, {
    handler: async ({ input, auth, deps, request }) => {
      await endSession(deps, { auth, ip: request.ip }, input.id);
      return { message: SECURITY_MESSAGES.sessionEnded };
    },
  });

  registerCall(app, logoutEverywhereCall, {
    handler: async ({ auth, deps, request }) => {
      await logOutEverywhere(deps, { auth, ip: request.ip });
      return { message: SECURITY_MESSAGES.signedOutEverywhere };
    },
  });

  registerCall(app, getAuditLogCall, {
    readOnly: true,
    handler: async ({ input, auth, deps }) => ({
      message: SECURITY_MESSAGES.auditLog,
      data: await listAuditLog(deps, auth, input),
    }),
  });
}

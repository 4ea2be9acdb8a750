import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordCall,
} from '@faith-shield/contract/accounts/change-password';
import { CODE_CHECK_MESSAGES, codeCheckCall } from '@faith-shield/contract/accounts/code-check';
import {
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordCall,
} from '@faith-shield/contract/accounts/forgot-password';
import { getProfileCall, PROFILE_MESSAGES } from '@faith-shield/contract/accounts/get-profile';
import { LOGIN_MESSAGES, loginCall } from '@faith-shield/contract/accounts/login';
import { LOGOUT_MESSAGES, logoutCall } from '@faith-shield/contract/accounts/logout';
import {
  RESET_PASSWORD_MESSAGES,
  resetPasswordUpdateCall,
} from '@faith-shield/contract/accounts/reset-password-update';
import { SIGNUP_MESSAGES, signupCall } from '@faith-shield/contract/accounts/signup';
import { UPDATE_PROFILE_MESSAGES, updateProfileCall } from '@faith-shield/contract/accounts/update-profile';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountDevices } from '../../http/device-cookie';
import { registerCall } from '../../http/register-call';
import { parseInput } from '../../http/validation';
import { refusingCommonPasswords } from '../../infra/passwords/common-passwords';
import { changePassword } from './change-password';
import { verifyResetCode } from './code-check';
import { requestPasswordReset } from './forgot-password';
import { getProfile } from './get-profile';
import { logIn } from './login';
import { logOut } from './logout';
import { profileInputFor } from './profile-input';
import { resetPassword } from './reset-password-update';
import { signUp } from './signup';
import { updateProfile } from './update-profile';

/** spec 01 §7: sign-up, sign-in, password reset, profile and password change. */
export async function accountsRoutes(app: FastifyInstance) {
  registerCall(app, signupCall, {
    input: refusingCommonPasswords(signupCall.request, 'password'),
    handler: async ({ input, deps, request, reply }) => {
      const data = await signUp(deps, input);
      accountDevices.rememberDevice(request, reply, input.email);
      return { message: SIGNUP_MESSAGES.signedUp, data };
    },
  });

  registerCall(app, loginCall, {
    handler: async ({ input, deps, request, reply }) => {
      const data = await logIn(deps, input, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        isKnownDevice: accountDevices.knownDeviceOf(request, input.email) !== undefined,
      });
      // this device may keep signing in while strangers are held off the account
      accountDevices.rememberDevice(request, reply, input.email);
      return { message: LOGIN_MESSAGES.loggedIn, data };
    },
  });

  registerCall(app, logoutCall, {
    handler: async ({ auth, deps }) => {
      await logOut(deps, auth);
      return { message: LOGOUT_MESSAGES.loggedOut };
    },
  });

  registerCall(app, forgotPasswordCall, {
    handler: async ({ input, deps }) => {
      await requestPasswordReset(deps, input.email);
      return { message: FORGOT_PASSWORD_MESSAGES.sent };
    },
  });

  registerCall(app, codeCheckCall, {
    handler: async ({ input, deps }) => {
      await verifyResetCode(deps, input);
      return { message: CODE_CHECK_MESSAGES.verified };
    },
  });

  registerCall(app, resetPasswordUpdateCall, {
    input: refusingCommonPasswords(resetPasswordUpdateCall.request, 'newPassword'),
    handler: async ({ input, deps, request }) => {
      await resetPassword(deps, input, request.ip);
      return { message: RESET_PASSWORD_MESSAGES.reset };
    },
  });

  registerCall(app, getProfileCall, {
    readOnly: true,
    handler: async ({ auth, deps }) => ({
      message: PROFILE_MESSAGES.profile,
      data: await getProfile(deps, auth.userId, deps.now()),
    }),
  });

  registerCall(app, updateProfileCall, {
    // Which fields apply depends on who asks (owner or sub user): validated once the guard knows.
    input: z.unknown(),
    handler: async ({ input, auth, deps }) => ({
      message: UPDATE_PROFILE_MESSAGES.updated,
      data: await updateProfile(deps, auth, parseInput(profileInputFor(auth.type), input)),
    }),
  });

  registerCall(app, changePasswordCall, {
    input: refusingCommonPasswords(changePasswordCall.request, 'new_password'),
    handler: async ({ input, auth, deps, request }) => {
      await changePassword(deps, auth, input, request.ip);
      return { message: CHANGE_PASSWORD_MESSAGES.changed };
    },
  });
}

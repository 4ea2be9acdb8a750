import { changePasswordCall } from '@faith-shield/contract/accounts/change-password';
import { forgotPasswordCall } from '@faith-shield/contract/accounts/forgot-password';
import { getProfileCall } from '@faith-shield/contract/accounts/get-profile';
import { loginCall } from '@faith-shield/contract/accounts/login';
import { logoutCall } from '@faith-shield/contract/accounts/logout';
import { resetPasswordUpdateCall } from '@faith-shield/contract/accounts/reset-password-update';
import { signupCall } from '@faith-shield/contract/accounts/signup';
import { updateProfileCall } from '@faith-shield/contract/accounts/update-profile';
import { describe, expect, it } from 'vitest';
import { refPart } from '../../../lib/call-ref';
import { CHANGE_PASSWORD_CALL } from './change-password';
import { FORGOT_PASSWORD_CALL } from './forgot-password';
import { GET_PROFILE_CALL } from './get-profile-call';
import { LOGIN_CALL } from './login';
import { LOGOUT_CALL } from './logout';
import { RESET_PASSWORD_UPDATE_CALL } from './reset-password-update';
import { SIGNUP_CALL } from './signup';
import { UPDATE_PROFILE_CALL } from './update-profile';

describe('account call refs', () => {
  it('name, method and access match the contract', () => {
    expect(refPart(LOGIN_CALL)).toEqual(refPart(loginCall));
    expect(refPart(SIGNUP_CALL)).toEqual(refPart(signupCall));
    expect(refPart(FORGOT_PASSWORD_CALL)).toEqual(refPart(forgotPasswordCall));
    expect(refPart(GET_PROFILE_CALL)).toEqual(refPart(getProfileCall));
    expect(refPart(LOGOUT_CALL)).toEqual(refPart(logoutCall));
    expect(refPart(CHANGE_PASSWORD_CALL)).toEqual(refPart(changePasswordCall));
    expect(refPart(RESET_PASSWORD_UPDATE_CALL)).toEqual(refPart(resetPasswordUpdateCall));
    expect(refPart(UPDATE_PROFILE_CALL)).toEqual(refPart(updateProfileCall));
  });
});

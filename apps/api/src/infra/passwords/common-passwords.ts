import { notCommon } from '@faith-shield/contract/accounts/password';
import { PASSWORD_SPECIAL_CHARACTERS } from '@faith-shield/contract/shared/constants';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

let common: Set<string> | undefined;

/** The common-password list of zxcvbn-ts (tens of thousands, from public breaches), lower-cased; built once. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

const specials = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** 'Password1!' → 'password1': the special character added to meet the rule is no disguise. */
const withoutOuterSpecials = (password: string) => {
  let start = 0;
  let end = password.length;
  while (start < end && specials.has(password.charAt(start))) start += 1;
  while (end > start && specials.has(password.charAt(end - 1))) end -= 1;
  return password.slice(start, end);
};

/**
 * A password found in the list, compared in lower case, as typed or without the special
 * characters at its ends. Offline: nothing is sent anywhere.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  return list.has(lower) || list.has(withoutOuterSpecials(lower));
}

/** The server's side of a call that sets a password: its shared schema, refusing common ones. */
export function refusingCommonPasswords<S extends z.ZodType>(schema: S, ...passwordKeys: string[]): S {
  return passwordKeys.reduce<S>(
    (refined, key) => refined.refine(...notCommon(key, isCommonPassword)) as S,
    schema,
  );
}

import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('the common-password list', () => {
  it.each(['Password1!', 'password1', 'P@ssw0rd', '!Qwerty123', 'Welcome1!', 'Iloveyou1!!'])(
    'finds %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  // the passwords the tests, journeys and benches sign up with must stay usable
  it.each([
    'Shield#2026',
    'Shield#2027',
    'Welcome#Pass9',
    'Unique#Pass4821',
    'Member#Pass8',
    'Secret#Pass1',
    'Never#Logged77',
    'Another#Pass66',
    'Reset#Secret93',
    'First#Secret91',
    'Changed#Secret92',
    'Changed#2026',
    'Renewed#2026',
    'Chapel#2026',
    'Different#2026',
    'Bench#Pass2026',
    'Other#Pass55',
    'Quiet#Pass808',
    'Logless#Pass9',
  ])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

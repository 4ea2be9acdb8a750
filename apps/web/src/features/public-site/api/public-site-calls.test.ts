import { directorsCall } from '@faith-shield/contract/public-site/directors';
import { legalPageCall } from '@faith-shield/contract/public-site/legal-page';
import { describe, expect, it } from 'vitest';
import { refPart } from '../../../lib/call-ref';
import { DIRECTORS_CALL } from './get-directors';
import { LEGAL_PAGE_CALL } from './get-legal-page';

describe('public site call refs', () => {
  it('name, method and access match the contract', () => {
    expect(refPart(DIRECTORS_CALL)).toEqual(refPart(directorsCall));
    expect(refPart(LEGAL_PAGE_CALL)).toEqual(refPart(legalPageCall));
  });
});

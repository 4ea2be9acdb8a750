import { homePageCall } from '@faith-shield/contract/home/home-page';
import { describe, expect, it } from 'vitest';
import { refPart } from '../../../lib/call-ref';
import { HOME_PAGE_CALL } from './home-page-call';

describe('home_page call ref', () => {
  it('name, method and access match the contract', () => {
    expect(refPart(HOME_PAGE_CALL)).toEqual(refPart(homePageCall));
  });
});

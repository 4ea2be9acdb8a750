// @vitest-environment jsdom
import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { stubBrowser } from '../../../test/stub-browser';
import { ProfileSummary } from './profile-summary';

const MEMBER: Profile = {
  id: 'm1',
  type: 2,
  first_name: 'Samuel',
  last_name: 'Reyes',
  email: 'samuel@example.org',
  mobile: '5551234567',
  image: '',
  plan_name: 'Advance',
  plan_status: 'active',
  subscriptions_id: 4,
  worship_place_name: 'Grace Chapel',
  worship_address: '120 Main St',
  latitude: '36.16',
  longitude: '-86.78',
  area: 'Main St',
  state: 'TN',
  city: 'Nashville',
  zip_code: '37203',
  address: '5 Elm St',
  personal_lat: '36.1',
  personal_long: '-86.7',
  personal_area: 'Elm St',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37203',
  main_id: 'o1',
};

const show = (profile: Profile) =>
  render(
    <Providers>
      <BrowserRouter>
        <ProfileSummary profile={profile} pictureUrl={null} />
      </BrowserRouter>
    </Providers>,
  );

beforeAll(stubBrowser);
afterEach(cleanup);

describe("a sub user's current-plan block (spec 02 §4)", () => {
  it('shows the organisation’s Yearly plan as 365 Days', () => {
    show({ ...MEMBER, plan_type: 'Yearly' });
    const block = screen.getByRole('group', { name: 'Your organisation’s plan' });
    expect(block.textContent).toContain('Advance');
    expect(block.textContent).toContain('365 Days');
  });

  it('is hidden for a Monthly plan and for the free trial', () => {
    show({ ...MEMBER, plan_type: 'Monthly' });
    expect(screen.queryByRole('group', { name: 'Your organisation’s plan' })).toBeNull();
    cleanup();
    show({ ...MEMBER, plan_type: '', plan_name: 'Free Trial', subscriptions_id: 1 });
    expect(screen.queryByRole('group', { name: 'Your organisation’s plan' })).toBeNull();
  });
});

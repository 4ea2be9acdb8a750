import type autocannon from 'autocannon';
import { nextClientAddress } from './client-address';
import type { BenchAccount, ProfileWrite } from './ipc';
import { formBody } from './run-load';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Every owner field of update_profile; first_name carries the write's number. */
export const SOAK_PROFILE = {
  last_name: 'Soak',
  mobile: '6155550100',
  address: '14 Elm Street, Nashville, TN 37206',
  personal_lat: '36.1800',
  personal_long: '-86.7400',
  personal_area: '14 Elm Street',
  personal_state: 'TN',
  personal_city: 'Nashville',
  personal_zip_code: '37206',
  worship_place_name: 'Soak Fellowship',
  worship_address: '500 Church St, Nashville, TN 37219',
  lat: '36.1627',
  long: '-86.7816',
  area: '500 Church St',
  state: 'TN',
  city: 'Nashville',
  zip_code: '37219',
};

type Context = { owner?: BenchAccount; firstName?: string; email?: string };

/**
 * The soak's mixed traffic, one cycle per connection: public reads, account reads, a profile
 * write and a waitlist write. Writes to one owner never overlap (an owner is taken while its
 * write is in flight), so the last acknowledged value is the one the database must hold.
 */
export function soakTraffic(owners: BenchAccount[], questionDetail: string, run: string) {
  let sequence = 0;
  const busy = new Set<string>();
  const lastAcknowledged = new Map<string, string>();
  /** Owners whose last write was not acknowledged: their final value is not known. */
  const uncertain = new Set<string>();
  const waitlistAcknowledged: string[] = [];
  let ownerCursor = 0;

  const freeOwner = (): BenchAccount => {
    for (let tries = 0; tries < owners.length; tries += 1) {
      ownerCursor = (ownerCursor + 1) % owners.length;
      const owner = owners[ownerCursor];
      if (owner && !busy.has(owner.email)) return owner;
    }
    throw new Error('more connections than owners: every owner has a write in flight');
  };
  const anyOwner = () => owners[sequence % owners.length] ?? owners[0];

  const read = (name: string, method: 'GET' | 'POST' = 'POST', withToken = false): autocannon.Request => ({
    method,
    path: `/api/${name}`,
    setupRequest: (request) => {
      sequence += 1;
      const token = anyOwner()?.token ?? '';
      return withToken ? { ...request, headers: FORM, body: formBody({ token }) } : request;
    },
  });

  const requests: autocannon.Request[] = [
    read('home_page'),
    read('get_profile', 'POST', true),
    {
      method: 'POST',
      path: '/api/update_profile',
      setupRequest: (request, context: Context) => {
        sequence += 1;
        const owner = freeOwner();
        busy.add(owner.email);
        context.owner = owner;
        context.firstName = `Soak ${run} ${sequence}`;
        uncertain.add(owner.email);
        return {
          ...request,
          headers: FORM,
          body: formBody({ ...SOAK_PROFILE, first_name: context.firstName, token: owner.token }),
        };
      },
      onResponse: (status, _body, context: Context) => {
        if (!context.owner || !context.firstName) return;
        busy.delete(context.owner.email);
        if (status === 200) {
          lastAcknowledged.set(context.owner.email, context.firstName);
          uncertain.delete(context.owner.email);
        }
      },
    },
    read('directors', 'GET'),
    {
      method: 'POST',
      path: '/api/add_wait_list',
      setupRequest: (request, context: Context) => {
        sequence += 1;
        context.email = `soak-${run}-${sequence}@example.org`;
        return {
          ...request,
          headers: { ...FORM, 'x-forwarded-for': nextClientAddress() },
          body: formBody({
            first_name: 'Soak',
            last_name: 'Tester',
            organization: 'Soak Fellowship',
            email: context.email,
            zip_code: '37219',
            question_detail: questionDetail,
          }),
        };
      },
      onResponse: (status, _body, context: Context) => {
        if (status === 200 && context.email) waitlistAcknowledged.push(context.email);
      },
    },
    read('get_subscription', 'POST', true),
  ];

  return {
    requests,
    acknowledged: () => ({
      waitlistEmails: [...waitlistAcknowledged],
      profiles: [...lastAcknowledged]
        .filter(([email]) => !uncertain.has(email))
        .map(([email, firstName]): ProfileWrite => ({ email, firstName })),
      uncertainOwners: uncertain.size,
    }),
  };
}

import type autocannon from 'autocannon';
import { nextClientAddress } from './client-address';
import { FEATURE_WRITES, type FeatureOwner, type FeatureWriteName, featureWrite } from './feature-writes';
import { formBody } from './run-load';
import { WriteLedger, type WriteMark } from './write-ledger';

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

type Context = { owner?: FeatureOwner; write?: string; mark?: WriteMark };

/**
 * The soak's mixed traffic, one cycle per connection: public reads, account and operations
 * reads, a profile write, a waitlist write and each operations feature's write (events,
 * headcounts, inventory with an image, certificates, chat, risk answers). Writes of one kind
 * by one owner never overlap (the owner is taken while that write is in flight), so the last
 * acknowledged value is the one the database must hold; every acknowledgement goes into the
 * ledger the database is checked against.
 */
export function soakTraffic(owners: FeatureOwner[], questionDetail: string, run: string) {
  let sequence = 0;
  const ledger = new WriteLedger();
  const busy = new Map<string, Set<string>>();
  const cursors = new Map<string, number>();

  /** An owner with no write of this kind in flight, taken until its answer. */
  const takeOwner = (write: string): FeatureOwner => {
    const taken = busy.get(write) ?? new Set<string>();
    busy.set(write, taken);
    for (let tries = 0; tries < owners.length; tries += 1) {
      const cursor = ((cursors.get(write) ?? 0) + 1) % owners.length;
      cursors.set(write, cursor);
      const owner = owners[cursor];
      if (owner && !taken.has(owner.email)) {
        taken.add(owner.email);
        return owner;
      }
    }
    throw new Error('more connections than owners: every owner has a write in flight');
  };
  const anyOwner = () => owners[sequence % owners.length] ?? owners[0];

  const read = (
    name: string,
    method: 'GET' | 'POST' = 'POST',
    fields?: (owner: FeatureOwner) => Record<string, string>,
  ): autocannon.Request => ({
    method,
    path: `/api/${name}`,
    setupRequest: (request) => {
      sequence += 1;
      const owner = anyOwner();
      return fields && owner ? { ...request, headers: FORM, body: formBody(fields(owner)) } : request;
    },
  });
  const signedIn = (owner: FeatureOwner) => ({ token: owner.token });

  /** A write: `build` makes the request and its mark; the ledger learns of the answer. */
  const write = (
    name: string,
    build: (
      owner: FeatureOwner,
      n: number,
    ) => { path: string; headers: Record<string, string>; body: Buffer | string; mark: WriteMark },
  ): autocannon.Request => ({
    method: 'POST',
    path: `/api/${name}`,
    setupRequest: (request, context: Context) => {
      sequence += 1;
      const owner = takeOwner(name);
      const built = build(owner, sequence);
      context.owner = owner;
      context.write = name;
      context.mark = built.mark;
      ledger.begin(built.mark);
      return { ...request, path: built.path, headers: built.headers, body: built.body as string };
    },
    onResponse: (status, _body, context: Context) => {
      if (!context.owner || !context.mark || !context.write) return;
      busy.get(context.write)?.delete(context.owner.email);
      if (status === 200) ledger.acknowledge(context.mark);
    },
  });

  const featureRequest = (name: FeatureWriteName) =>
    write(name, (owner, n) => {
      const { request, mark } = featureWrite(name, owner, run, n);
      return { ...request, mark };
    });

  const requests: autocannon.Request[] = [
    read('home_page'),
    read('get_profile', 'POST', signedIn),
    write('update_profile', (owner, n) => {
      const firstName = `Soak ${run} ${n}`;
      return {
        path: '/api/update_profile',
        headers: FORM,
        body: formBody({ ...SOAK_PROFILE, first_name: firstName, token: owner.token }),
        mark: { kind: 'profile', key: owner.email, value: firstName },
      };
    }),
    read('directors', 'GET'),
    write('add_wait_list', (_owner, n) => {
      const email = `soak-${run}-${n}@example.org`;
      return {
        path: '/api/add_wait_list',
        headers: { ...FORM, 'x-forwarded-for': nextClientAddress() },
        body: formBody({
          first_name: 'Soak',
          last_name: 'Tester',
          organization: 'Soak Fellowship',
          email,
          zip_code: '37219',
          question_detail: questionDetail,
        }),
        mark: { kind: 'waitlist', value: email },
      };
    }),
    read('get_subscription', 'POST', signedIn),
    read('events', 'POST', signedIn),
    read('get_inventories', 'POST', signedIn),
    read('get_certificates', 'POST', signedIn),
    read('get_chat', 'POST', (owner) => ({ token: owner.token, id: owner.memberId })),
    read('get_notifications', 'POST', signedIn),
    ...FEATURE_WRITES.map(featureRequest),
  ];

  return { requests, ledger };
}

import type { Config } from '../config';
import type { AddressLookup } from './address-lookup';
import { offlineUsAddressLookup } from './offline-us-address-lookup';

/** Google when a key is configured, else the offline US lookup (DESIGN.md §2). */
export async function addressLookupFor(config: Pick<Config, 'GOOGLE_MAPS_API_KEY'>): Promise<AddressLookup> {
  if (!config.GOOGLE_MAPS_API_KEY) return offlineUsAddressLookup();
  // Loaded only when used: the Google client brings axios and friends.
  const { googleAddressLookup } = await import('./google-address-lookup');
  return googleAddressLookup(config.GOOGLE_MAPS_API_KEY);
}

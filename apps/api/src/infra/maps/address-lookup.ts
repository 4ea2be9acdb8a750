import type { AddressDetails } from '@faith-shield/contract/addresses/address-details';
import type { AddressSuggestion } from '@faith-shield/contract/addresses/address-suggestions';

/**
 * The address picker's service (DESIGN.md §2): Google Places when GOOGLE_MAPS_API_KEY is
 * set, the offline US ZIP lookup otherwise. Both answer in the contract's shapes.
 */
export type AddressLookup = {
  kind: 'google' | 'offline-us';
  suggest: (query: string, sessionToken?: string) => Promise<AddressSuggestion[]>;
  /** null when the place is not known. */
  details: (placeId: string, sessionToken?: string) => Promise<AddressDetails | null>;
};

/** As many suggestions as Google Places gives, so the picker behaves alike with either. */
export const MAX_SUGGESTIONS = 5;

import {
  type AddressComponent,
  AddressType,
  Client,
  PlaceAutocompleteType,
  Status,
} from '@googlemaps/google-maps-services-js';
import type { AddressLookup } from './address-lookup';
import { MAX_SUGGESTIONS } from './address-lookup';

const TIMEOUT_MS = 5000;

type Component = AddressComponent['types'][number];

/** The client turns Places' NOT_FOUND and INVALID_REQUEST (a stale or made-up place id) into 404 and 400. */
const isUnknownPlace = (error: unknown) => {
  const status = (error as { response?: { status?: number } } | undefined)?.response?.status;
  return status === 400 || status === 404;
};

const componentOf = (components: AddressComponent[], ...types: Component[]) =>
  types
    .map((type) => components.find((component) => component.types.includes(type)))
    .find((component) => component !== undefined);

/**
 * Google Places (Legacy) autocomplete and details through the official client, when
 * GOOGLE_MAPS_API_KEY is set (DESIGN.md §2). Only the fields the form fills are asked for,
 * and a client's session token groups a picking session into one billed session.
 */
export function googleAddressLookup(apiKey: string, client = new Client()): AddressLookup {
  return {
    kind: 'google',
    async suggest(query, sessionToken) {
      const { data } = await client.placeAutocomplete({
        params: {
          input: query,
          key: apiKey,
          types: PlaceAutocompleteType.address,
          ...(sessionToken ? { sessiontoken: sessionToken } : {}),
        },
        timeout: TIMEOUT_MS,
      });
      if (data.status === Status.ZERO_RESULTS) return [];
      if (data.status !== Status.OK) throw new Error(`Places autocomplete answered ${data.status}`);
      return data.predictions.slice(0, MAX_SUGGESTIONS).map((prediction) => ({
        id: prediction.place_id,
        placeId: prediction.place_id,
        description: prediction.description,
        main_text: prediction.structured_formatting.main_text,
        secondary_text: prediction.structured_formatting.secondary_text ?? '',
      }));
    },
    async details(placeId, sessionToken) {
      const data = await client
        .placeDetails({
          params: {
            place_id: placeId,
            key: apiKey,
            fields: ['address_components', 'geometry/location'],
            ...(sessionToken ? { sessiontoken: sessionToken } : {}),
          },
          timeout: TIMEOUT_MS,
        })
        .then(
          (response) => response.data,
          (error: unknown) => {
            if (isUnknownPlace(error)) return null;
            throw error;
          },
        );
      if (!data) return null;
      if (data.status !== Status.OK) throw new Error(`Place details answered ${data.status}`);
      const components = data.result.address_components ?? [];
      const location = data.result.geometry?.location;
      const street = [
        componentOf(components, AddressType.street_number)?.long_name,
        componentOf(components, AddressType.route)?.long_name,
      ]
        .filter(Boolean)
        .join(' ');
      return {
        zip_code: componentOf(components, AddressType.postal_code)?.long_name ?? '',
        // spec 01 §3: area is the street
        area: street,
        city:
          componentOf(components, AddressType.locality, AddressType.postal_town, AddressType.sublocality)
            ?.long_name ?? '',
        state: componentOf(components, AddressType.administrative_area_level_1)?.short_name ?? '',
        lat: location ? String(location.lat) : '',
        long: location ? String(location.lng) : '',
      };
    },
  };
}

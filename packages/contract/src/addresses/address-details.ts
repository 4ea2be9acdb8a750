import { z } from 'zod';
import { defineCall } from '../shared/call';
import { ADDRESS_MESSAGES, addressSessionField } from './address-suggestions';

/**
 * spec 01 §3: selecting a suggestion fills zip, area (the street), city (locality), state
 * (administrative area level 1, as its postal abbreviation) and the coordinates, as text the
 * form fields hold.
 */
export const AddressDetailsSchema = z.object({
  zip_code: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  lat: z.string(),
  long: z.string(),
});
export type AddressDetails = z.infer<typeof AddressDetailsSchema>;

export const AddressDetailsRequestSchema = z.object({
  placeId: z
    .string({ error: ADDRESS_MESSAGES.placeId })
    .trim()
    .min(1, ADDRESS_MESSAGES.placeId)
    .max(512, ADDRESS_MESSAGES.placeId),
  session_token: addressSessionField(),
});

export const addressDetailsCall = defineCall({
  name: 'address_details',
  method: 'POST',
  access: 'public',
  request: AddressDetailsRequestSchema,
  response: AddressDetailsSchema,
});

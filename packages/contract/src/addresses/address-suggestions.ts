import { z } from 'zod';
import { defineCall } from '../shared/call';

/** The address picker of sign-up and profile (spec 01 §3); the wording is ours. */
export const ADDRESS_MESSAGES = {
  query: 'Please enter an address',
  queryTooLong: 'Address must be 200 characters or fewer',
  placeId: 'Please choose an address from the suggestions',
  notFound: 'We could not find this address. Please choose another one.',
  unavailable: 'Address search is not available right now. Please type the address in.',
  found: 'Addresses',
} as const;

/** spec 01 §3: a suggestion carries id, description, placeId, main text and secondary text. */
export const AddressSuggestionSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** Pass to address_details to fill the form. */
  placeId: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

/** One picking session (a random id the client makes), so a maps service bills it as one. */
export const addressSessionField = () => z.string().trim().max(100).optional();

export const AddressSuggestionsRequestSchema = z.object({
  query: z
    .string({ error: ADDRESS_MESSAGES.query })
    .trim()
    .min(1, ADDRESS_MESSAGES.query)
    .max(200, ADDRESS_MESSAGES.queryTooLong),
  session_token: addressSessionField(),
});

/** POST, not GET: what someone types as their address stays out of request logs. */
export const addressSuggestionsCall = defineCall({
  name: 'address_suggestions',
  method: 'POST',
  access: 'public',
  request: AddressSuggestionsRequestSchema,
  response: z.array(AddressSuggestionSchema),
});

import { addressDetailsCall } from '@faith-shield/contract/addresses/address-details';
import {
  ADDRESS_MESSAGES,
  addressSuggestionsCall,
} from '@faith-shield/contract/addresses/address-suggestions';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call';
import { addressLookupFor } from '../../infra/maps/address-lookup-for';
import { describeAddress } from './address-details';
import { suggestAddresses } from './address-suggestions';

/** The address picker of sign-up and profile (spec 01 §3): suggestions, then the chosen one's parts. */
export async function addressRoutes(app: FastifyInstance) {
  const lookup = await addressLookupFor(app.deps.config);

  registerCall(app, addressSuggestionsCall, {
    readOnly: true,
    handler: async ({ input, request }) => ({
      message: ADDRESS_MESSAGES.found,
      data: await suggestAddresses(lookup, input, request.log),
    }),
  });

  registerCall(app, addressDetailsCall, {
    readOnly: true,
    handler: async ({ input, request }) => ({
      message: ADDRESS_MESSAGES.found,
      data: await describeAddress(lookup, input, request.log),
    }),
  });
}

import { ADDRESS_MESSAGES } from '@faith-shield/contract/addresses/address-suggestions';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { AddressLookup } from '../../infra/maps/address-lookup';

/** A maps service that fails is not the user's fault: 503, and the form lets them type the address. */
export async function askMaps<T>(
  lookup: AddressLookup,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error, lookup: lookup.kind }, 'address lookup failed');
    throw new ApiError(503, ADDRESS_MESSAGES.unavailable);
  }
}

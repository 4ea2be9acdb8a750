import { ADDRESS_MESSAGES } from '@faith-shield/contract/addresses/address-suggestions';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, notFound } from '../../http/api-error';
import type { AddressLookup } from '../../infra/maps/address-lookup';

/** A maps service that fails is not the user's fault: 503, and the form lets them type the address. */
async function askMaps<T>(lookup: AddressLookup, log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error, lookup: lookup.kind }, 'address lookup failed');
    throw new ApiError(503, ADDRESS_MESSAGES.unavailable);
  }
}

export function suggestAddresses(
  lookup: AddressLookup,
  input: { query: string; session_token?: string | undefined },
  log: FastifyBaseLogger,
) {
  return askMaps(lookup, log, () => lookup.suggest(input.query, input.session_token));
}

export async function describeAddress(
  lookup: AddressLookup,
  input: { placeId: string; session_token?: string | undefined },
  log: FastifyBaseLogger,
) {
  const details = await askMaps(lookup, log, () => lookup.details(input.placeId, input.session_token));
  if (!details) throw notFound(ADDRESS_MESSAGES.notFound);
  return details;
}

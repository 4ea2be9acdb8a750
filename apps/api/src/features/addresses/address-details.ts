import { ADDRESS_MESSAGES } from '@faith-shield/contract/addresses/address-suggestions';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../http/api-error';
import type { AddressLookup } from '../../infra/maps/address-lookup';
import { askMaps } from './ask-maps';

export async function describeAddress(
  lookup: AddressLookup,
  input: { placeId: string; session_token?: string | undefined },
  log: FastifyBaseLogger,
) {
  const details = await askMaps(lookup, log, () => lookup.details(input.placeId, input.session_token));
  if (!details) throw notFound(ADDRESS_MESSAGES.notFound);
  return details;
}

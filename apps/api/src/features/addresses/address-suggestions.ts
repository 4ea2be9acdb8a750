import type { FastifyBaseLogger } from 'fastify';
import type { AddressLookup } from '../../infra/maps/address-lookup';
import { askMaps } from './ask-maps';

export function suggestAddresses(
  lookup: AddressLookup,
  input: { query: string; session_token?: string | undefined },
  log: FastifyBaseLogger,
) {
  return askMaps(lookup, log, () => lookup.suggest(input.query, input.session_token));
}

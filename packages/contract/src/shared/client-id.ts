import { z } from 'zod';

/**
 * spec 03 §3: client_id, a UUID the app makes for a write it may queue offline and send again;
 * the same one twice from one organisation lands once. Empty counts as absent.
 */
export const clientIdField = () =>
  z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional());

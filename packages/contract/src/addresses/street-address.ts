// No zod here: the calendar and the chat's map link use it, and so does the server.

type AddressParts = { area: string; city: string; state: string; zip_code: string };

/**
 * The street address as a person would write it ("410 Congress Ave, Austin, TX 78701"), from
 * the picker's parts; '' without a street. A map or calendar resolves it to the door, where
 * the stored point may only be the ZIP code's centre (the built-in lookup knows no streets).
 */
export function streetAddressText({ area, city, state, zip_code }: AddressParts): string {
  if (!area.trim()) return '';
  const region = [state.trim(), zip_code.trim()].filter(Boolean).join(' ');
  return [area.trim(), city.trim(), region].filter(Boolean).join(', ');
}

/** Google Maps' documented search URL: a place by its name and address, or a point. */
export const mapsSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

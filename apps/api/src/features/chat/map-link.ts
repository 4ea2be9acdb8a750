import { mapsSearchUrl, streetAddressText } from '@faith-shield/contract/addresses/street-address';
import { escapeHtml } from '../../infra/html/escape-html';

type Place = {
  worshipPlaceName: string;
  worshipAddress: string;
  latitude: string;
  longitude: string;
  area: string;
  city: string;
  state: string;
  zipCode: string;
};

const coordinate = (value: string, limit: number) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

const linkMessage = (intro: string, url: string, label: string) =>
  `<p>${intro}: <a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;

/**
 * The Share Location message (spec 02 §7): a map link to the place of worship. By its name and
 * street address when it has one, so the map finds the building: the stored point may be only
 * the ZIP code's centre. By the stored point otherwise; undefined when it has neither.
 */
export function mapLinkMessage(place: Place): string | undefined {
  const street = streetAddressText({
    area: place.area,
    city: place.city,
    state: place.state,
    zip_code: place.zipCode,
  });
  const label = [place.worshipPlaceName.trim(), street || place.worshipAddress.trim()]
    .filter(Boolean)
    .join(', ');
  if (street) return linkMessage('Our location', mapsSearchUrl(label), label);
  const point = pointOf(place.latitude, place.longitude);
  return point && linkMessage('Our location', mapsSearchUrl(point), label || 'Open the map');
}

/** "36.1504,-86.7916", or undefined when either is not a coordinate. */
export function pointOf(latitude: string, longitude: string): string | undefined {
  const lat = coordinate(latitude, 90);
  const long = coordinate(longitude, 180);
  return lat === undefined || long === undefined ? undefined : `${lat},${long}`;
}

/** Where the sender's phone is now (the browser's geolocation, which the person allowed). */
export const currentPlaceMessage = (point: string) =>
  linkMessage('My current location', mapsSearchUrl(point), 'Open the map');

import { escapeHtml } from '../../infra/html/escape-html';

type Place = { worshipPlaceName: string; worshipAddress: string; latitude: string; longitude: string };

const coordinate = (value: string, limit: number) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/**
 * The Share Location message (spec 02 §7): a link to the place of worship on a map, from the
 * organisation's stored coordinates; undefined when it has none. Google Maps' documented
 * search URL opens the map app on phones and the map in a browser elsewhere.
 */
export function mapLinkMessage(place: Place): string | undefined {
  const latitude = coordinate(place.latitude, 90);
  const longitude = coordinate(place.longitude, 180);
  if (latitude === undefined || longitude === undefined) return undefined;
  const url = `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
  const label = [place.worshipPlaceName, place.worshipAddress].filter((part) => part.trim()).join(', ');
  return `<p>Our location: <a href="${escapeHtml(url)}">${escapeHtml(label || 'Open the map')}</a></p>`;
}

/**
 * The push services browsers subscribe with (Chrome and most Chromium browsers, Firefox,
 * Safari, Edge). An endpoint naming any other host is never contacted: whoever signs in
 * chooses the endpoint, and the server would otherwise open connections wherever they say.
 */
const KNOWN_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const KNOWN_HOST_SUFFIXES = ['.notify.windows.com'];

/** Whether the server may send to `endpoint`: https on the default port of a known push service, or an origin in `extraOrigins`. */
export function isPushEndpointAllowed(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return KNOWN_HOSTS.includes(host) || KNOWN_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

import {
  TEAM_CHANNEL_PUSH_TAG,
  TEAM_CHANNEL_URLS,
} from '@faith-shield/contract/team-channel/team-channel-messages';

/**
 * The tag of a push that replaces the one before it rather than piling up: the team channel's.
 * The service worker shows it with this tag (one notification on screen per burst), and it goes
 * as the push service's Topic (RFC 8030 §5.4), so one still undelivered is replaced there too.
 */
const TEAM_URLS: readonly string[] = Object.values(TEAM_CHANNEL_URLS);

export const pushTagOf = (payload: { url?: string }) =>
  payload.url !== undefined && TEAM_URLS.includes(payload.url) ? TEAM_CHANNEL_PUSH_TAG : undefined;

import type { RosterMember } from './roster-fields';
import { ROSTER_MESSAGES as M, noValidCertificate, type RequiredCertificate } from './roster-messages';

/**
 * spec 03 §4: why a member may not take a post at this event, or null when they may. The
 * server checks the same rules inside the write; the picker uses this to say why ahead.
 */
export function dutyRefusal(member: RosterMember, post: { required_certificate: RequiredCertificate }) {
  if (member.blocked_out) return M.unavailable;
  if (post.required_certificate !== 'None' && !member.valid_certificates.includes(post.required_certificate))
    return noValidCertificate(post.required_certificate);
  if (member.post_id !== null) return M.alreadyPosted;
  return null;
}

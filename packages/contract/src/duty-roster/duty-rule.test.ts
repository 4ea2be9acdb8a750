import { describe, expect, it } from 'vitest';
import { dutyRefusal } from './duty-rule';

const member = {
  user_id: 'm',
  name: 'Mark',
  blocked_out: false,
  valid_certificates: [] as string[],
  post_id: null,
};

describe("the 'Assign' picker's reasons (spec 03 §4)", () => {
  it('names the first rule a member fails, in the spec words, and none for an available member', () => {
    const aid = { required_certificate: 'CPR & First Aid' as const };
    const door = { required_certificate: 'None' as const };
    expect(dutyRefusal(member, door)).toBeNull();
    expect(dutyRefusal(member, aid)).toBe('This member has no valid CPR & First Aid certificate');
    expect(dutyRefusal({ ...member, valid_certificates: ['CPR & First Aid'] }, aid)).toBeNull();
    expect(dutyRefusal({ ...member, blocked_out: true }, door)).toBe(
      'This member is unavailable on that date',
    );
    expect(dutyRefusal({ ...member, post_id: 'p' }, door)).toBe(
      'This member already has a post at this event',
    );
  });
});

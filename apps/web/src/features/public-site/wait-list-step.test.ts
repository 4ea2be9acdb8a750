import { describe, expect, it } from 'vitest';
import { detailsFrom } from './wait-list-details';
import { draftFrom } from './wait-list-step';

const details = {
  first_name: 'Ruth',
  last_name: 'Moss',
  organization: 'Grace Chapel',
  email: 'ruth@example.com',
  zip_code: '37201',
};

describe('the details carried between the waitlist steps', () => {
  it('fills step 1 with the details Back brought along', () => {
    expect(draftFrom({ details })).toEqual(details);
    expect(draftFrom({ details: { ...details, extra: 'dropped' } })).toEqual(details);
  });

  it('ignores a state without them', () => {
    expect(draftFrom(null)).toBeNull();
    expect(draftFrom({})).toBeNull();
    expect(draftFrom({ details: { ...details, email: 7 } })).toBeNull();
  });

  it('lets /question go on only with details that pass the schema', () => {
    expect(detailsFrom({ details: { ...details, first_name: ' Ruth ' } })).toEqual(details);
    expect(detailsFrom({ details: { ...details, email: 'not an e-mail' } })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AddCertificateRequestSchema } from './add-certificate';
import { UpdateCertificateRequestSchema } from './update-certificate';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const IMAGE = { image: 'a file' };

describe('the certificate form (spec 02 §5)', () => {
  it('asks for the type first, and for what every type needs', () => {
    expect(messagesOf(AddCertificateRequestSchema.safeParse({}))).toEqual({
      type: 'Please enter type',
      licence_number: 'Please enter licence number',
      description: 'Please enter description',
      image: 'Please select image',
    });
    expect(messagesOf(AddCertificateRequestSchema.safeParse({ type: 'Driving', ...IMAGE })).type).toBe(
      'Please enter type',
    );
  });

  it.each([
    [
      'CPR & First Aid',
      {
        licence_number: 'Please enter licence number',
        issue_date: 'Please enter issue date',
        expiration_date: 'Please enter expiration date',
        description: 'Please enter description',
      },
    ],
    [
      'FEMA courses',
      { licence_number: 'Please enter licence number', description: 'Please enter description' },
    ],
    [
      'Concealed Carry',
      {
        licence_number: 'Please enter licence number',
        issue_date: 'Please enter issue date',
        expiration_date: 'Please enter expiration date',
        description: 'Please enter description',
      },
    ],
    [
      'Other',
      {
        licence_number: 'Please enter licence number',
        certificate_title: 'Please enter certificate title',
        issue_date: 'Please enter issue date',
        expiration_date: 'Please enter expiration date',
        description: 'Please enter description',
      },
    ],
  ])('%s requires its own fields', (type, expected) => {
    expect(messagesOf(AddCertificateRequestSchema.safeParse({ type, ...IMAGE }))).toEqual(expected);
    expect(
      messagesOf(AddCertificateRequestSchema.safeParse({ type, licence_number: ' ', ...IMAGE })),
    ).toEqual(expected);
  });

  it('takes a past issue date, refuses an expiration before it, and keeps what the type uses', () => {
    const fields = {
      type: 'CPR & First Aid',
      licence_number: '448812',
      certificate_title: 'ignored',
      issue_date: '2020-03-01',
      expiration_date: '2020-02-28',
      description: 'Adult and child CPR',
      ...IMAGE,
    };
    expect(messagesOf(AddCertificateRequestSchema.safeParse(fields))).toEqual({
      expiration_date: 'The expiration date cannot be before the issue date',
    });
    const same = AddCertificateRequestSchema.parse({ ...fields, expiration_date: '2020-03-01' });
    expect(same.certificate_title).toBe('');
    expect(same.expiration_date).toBe('2020-03-01');
    expect(
      messagesOf(AddCertificateRequestSchema.safeParse({ ...fields, issue_date: '2021-02-30' })),
    ).toEqual({ issue_date: 'Please enter a valid date' });
    const fema = AddCertificateRequestSchema.parse({
      type: 'FEMA courses',
      licence_number: 'IS-100.C',
      description: 'Incident Command System',
      ...IMAGE,
    });
    expect({ issue: fema.issue_date, expires: fema.expiration_date }).toEqual({ issue: null, expires: null });
  });

  it('needs no image on edit', () => {
    expect(
      UpdateCertificateRequestSchema.safeParse({
        id: 'x',
        type: 'Other',
        licence_number: '1',
        certificate_title: 'Stop the Bleed',
        issue_date: '2026-01-10',
        expiration_date: '2028-01-10',
        description: 'Bleeding control',
      }).success,
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { AddInventoryRequestSchema } from './add-inventory';
import { EditInventoryRequestSchema } from './edit-inventory';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const FIELDS = {
  title: 'Handheld radio',
  price: '149.99',
  location_id: 'loc',
  model_number: 'TK-3402',
  serial_number: 'SN-0042',
};

describe('the inventory form (spec 02 §5)', () => {
  it('answers every missing field with the spec message', () => {
    expect(messagesOf(AddInventoryRequestSchema.safeParse({}))).toEqual({
      title: 'Please enter title',
      price: 'Please enter price',
      location_id: 'Please enter location',
      model_number: 'Please enter model number',
      serial_number: 'Please enter serial number',
      image: 'Please select image',
    });
    expect(messagesOf(EditInventoryRequestSchema.safeParse({ ...FIELDS, id: 'x' }))).toEqual({});
  });

  it('keeps the price exactly, as a money amount with two decimals', () => {
    const priceOf = (price: string) => EditInventoryRequestSchema.parse({ ...FIELDS, id: 'x', price }).price;
    expect(['0', '$1200.5', '0.10', '9999999999.99', '007'].map(priceOf)).toEqual([
      '0.00',
      '1200.50',
      '0.10',
      '9999999999.99',
      '7.00',
    ]);
    for (const price of ['-1', '1.999', '1,200', 'abc', '12345678901', '1e3'])
      expect(messagesOf(EditInventoryRequestSchema.safeParse({ ...FIELDS, id: 'x', price })).price).toBe(
        'Please enter a valid price',
      );
  });
});

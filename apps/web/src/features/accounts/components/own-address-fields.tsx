import { Checkbox, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { AddressFields } from '../../../components/address/address-fields';
import {
  ORGANISATION_ADDRESS_NAMES,
  PERSONAL_ADDRESS_NAMES,
} from '../../../components/address/address-names';

type AddressValues = Record<
  | (typeof ORGANISATION_ADDRESS_NAMES)[keyof typeof ORGANISATION_ADDRESS_NAMES]
  | (typeof PERSONAL_ADDRESS_NAMES)[keyof typeof PERSONAL_ADDRESS_NAMES],
  string
>;

const PARTS = Object.keys(PERSONAL_ADDRESS_NAMES) as (keyof typeof PERSONAL_ADDRESS_NAMES)[];

/**
 * Sign-up's "Your address": the profile's picker with the profile's required parts, so what
 * sign-up stores is what the profile saves again. Most owners give their place of worship's,
 * so that is the first choice; its parts are copied as they change.
 */
export function OwnAddressFields<V extends AddressValues>({ form }: { form: UseFormReturnType<V> }) {
  const [isSame, setSame] = useState(true);
  const values = form.getValues();
  const copy = PARTS.map((part) => values[ORGANISATION_ADDRESS_NAMES[part]]).join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `copy` stands for the parts copied
  useEffect(() => {
    if (!isSame) return;
    for (const part of PARTS) {
      const from = ORGANISATION_ADDRESS_NAMES[part];
      const to = PERSONAL_ADDRESS_NAMES[part];
      if (form.getValues()[to] !== form.getValues()[from])
        form.setFieldValue(to as never, form.getValues()[from] as never);
    }
  }, [isSame, copy]);

  const choose = (same: boolean) => {
    setSame(same);
    if (same) return;
    for (const part of PARTS) {
      form.setFieldValue(PERSONAL_ADDRESS_NAMES[part] as never, '' as never);
      form.clearFieldError(PERSONAL_ADDRESS_NAMES[part]);
    }
  };

  return (
    <Stack gap="md">
      <Checkbox
        label="Same as my place of worship"
        checked={isSame}
        onChange={(event) => choose(event.currentTarget.checked)}
      />
      {!isSame && <AddressFields form={form} addressLabel="Your address" names={PERSONAL_ADDRESS_NAMES} />}
    </Stack>
  );
}

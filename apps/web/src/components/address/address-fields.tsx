import { ACCOUNT_MESSAGES } from '@faith-shield/contract/accounts/account-fields';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { AddressAutocomplete, type PickedAddress } from './address-autocomplete';

export type AddressPart = 'address' | 'area' | 'city' | 'state' | 'zip' | 'lat' | 'long';

type Props<V extends Record<string, unknown>> = {
  form: UseFormReturnType<V>;
  /** Which form field holds each part: sign-up and profile name them differently (spec 01 §3). */
  names: Record<AddressPart, LooseKeys<V>>;
  addressLabel: string;
};

/**
 * The address picker of sign-up, profile and sub users: the address line with suggestions,
 * then area (the street), city, state and zip code. Choosing a suggestion fills them and the
 * hidden coordinates (spec 01 §3); every line stays editable. Typing a new address line
 * forgets the old coordinates, so only a chosen address is saved with a position.
 */
export function AddressFields<V extends Record<string, unknown>>({ form, names, addressLabel }: Props<V>) {
  const values = form.getValues();
  const textOf = (part: AddressPart) => String(values[names[part] as keyof V] ?? '');
  const set = (part: AddressPart, value: string) => form.setFieldValue(names[part], value as never);

  const handleType = (text: string) => {
    set('address', text);
    set('lat', '');
    set('long', '');
  };

  const handlePick = (picked: PickedAddress) => {
    set('address', picked.description);
    set('lat', picked.lat);
    set('long', picked.long);
    set('city', picked.city);
    set('state', picked.state);
    set('zip', picked.zip_code);
    // Google gives the street; the ZIP lookup knows none, so the user's street stays.
    if (picked.area) set('area', picked.area);
    for (const part of ['address', 'lat', 'long', 'city', 'state', 'zip', 'area'] as const)
      form.clearFieldError(names[part]);
  };

  // spec 01 §5: the coordinates' error shows under the address; with an address typed but not
  // chosen, the message says what to do.
  const locationError = form.errors[names.lat] ?? form.errors[names.long];
  const addressError =
    form.errors[names.address] ??
    (locationError && textOf('address').trim() ? ACCOUNT_MESSAGES.invalidLocation : locationError);

  return (
    <Stack gap="md">
      <AddressAutocomplete
        label={addressLabel}
        withAsterisk
        description="Type a ZIP code or a city, then choose from the list"
        value={textOf('address')}
        onType={handleType}
        onPick={handlePick}
        error={addressError}
      />
      <TextInput
        label="Area (street)"
        withAsterisk
        autoComplete="street-address"
        {...form.getInputProps(names.area)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          label="City"
          withAsterisk
          autoComplete="address-level2"
          {...form.getInputProps(names.city)}
        />
        <TextInput
          label="State"
          withAsterisk
          autoComplete="address-level1"
          {...form.getInputProps(names.state)}
        />
        <TextInput
          label="Zip code"
          withAsterisk
          autoComplete="postal-code"
          inputMode="numeric"
          {...form.getInputProps(names.zip)}
        />
      </SimpleGrid>
    </Stack>
  );
}

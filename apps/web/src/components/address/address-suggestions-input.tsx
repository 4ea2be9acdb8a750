import { Autocomplete, Loader } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import type { AddressAutocompleteProps } from './address-autocomplete';
import { getAddressDetails } from './api/address-details';
import { useAddressSuggestions } from './api/address-suggestions';

/** spec 01 §7: the maps service's autocomplete waits 200 ms after the last key. */
export const ADDRESS_DEBOUNCE_MS = 200;

type Props = AddressAutocompleteProps & { ref?: Ref<HTMLInputElement> };

/**
 * `value` once it has stayed the same for ADDRESS_DEBOUNCE_MS, counting from mount too: this
 * input takes over from its stand-in while the visitor may still be typing.
 */
function useSettledValue(value: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const newSessionToken = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The address line with suggestions from the API (Google Places or the offline US ZIP lookup,
 * DESIGN.md §2). Choosing one asks for its parts and hands them to `onPick`. A chunk of its own
 * (the dropdown brings Combobox and floating-ui): address-autocomplete.tsx loads it.
 */
export function AddressSuggestionsInput({
  ref,
  label,
  value,
  onType,
  onPick,
  error,
  withAsterisk,
  description,
}: Props) {
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  const [pickError, setPickError] = useState<string | null>(null);
  const [isPicking, setIsPicking] = useState(false);
  // The label Mantine writes into the input after a pick: not something to search for.
  const pickedLabel = useRef<string | null>(null);
  const debounced = useSettledValue(value);
  const query = debounced.trim() && debounced !== pickedLabel.current ? debounced.trim() : '';
  const suggestions = useAddressSuggestions(query, sessionToken);
  const options = (query ? (suggestions.data ?? []) : []).map((item) => ({
    value: item.placeId,
    label: item.description,
  }));

  const handlePick = async (placeId: string) => {
    const option = options.find((item) => item.value === placeId);
    if (!option) return;
    pickedLabel.current = option.label;
    setPickError(null);
    setIsPicking(true);
    const answer = await getAddressDetails(placeId, sessionToken);
    setIsPicking(false);
    // A maps service bills a picking session once: the next search starts a new one.
    setSessionToken(newSessionToken());
    if (answer.status !== 1 || !answer.data) {
      setPickError(answer.message);
      return;
    }
    onPick({ ...answer.data, description: option.label });
  };

  const handleChange = (text: string) => {
    if (text === pickedLabel.current) return;
    pickedLabel.current = null;
    setPickError(null);
    onType(text);
  };

  const searchError = suggestions.isError && query ? suggestions.error.message : null;
  const isBusy = isPicking || (suggestions.isFetching && Boolean(query));

  return (
    <Autocomplete
      ref={ref}
      label={label}
      withAsterisk={withAsterisk}
      description={description}
      value={value}
      onChange={handleChange}
      onOptionSubmit={handlePick}
      data={options}
      // The provider has already matched what was typed.
      filter={({ options: all }) => all}
      limit={8}
      autoComplete="off"
      leftSection={<IconMapPin size={18} aria-hidden />}
      rightSection={isBusy ? <Loader size="xs" aria-label="Searching addresses" /> : null}
      error={error ?? pickError ?? searchError}
      comboboxProps={{ withinPortal: true }}
      // DESIGN.md §5: 44 px touch targets.
      styles={{ option: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
    />
  );
}

import type { AddressDetails } from '@faith-shield/contract/addresses/address-details';
import { InputBase } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { AddressSuggestionsInput } from './address-suggestions-input';

export type PickedAddress = AddressDetails & { description: string };

export type AddressAutocompleteProps = {
  label: string;
  value: string;
  /** The text as typed (not a pick). */
  onType: (value: string) => void;
  /** A suggestion was chosen and its parts are known. */
  onPick: (address: PickedAddress) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  description?: ReactNode;
};

type SuggestionsChunk = { Input: typeof AddressSuggestionsInput };

const loadSuggestionsInput = () => import('./address-suggestions-input');

type Caret = { start: number | null; end: number | null };

/**
 * The address line with suggestions (address-suggestions-input.tsx). Its dropdown (Combobox,
 * floating-ui) stays off the page's first load: until the visitor reaches for the field (touch,
 * focus or typing), a plain input drawn as the combobox's closed state stands in, with the same
 * look and the same role and states. The swap keeps the focus and the caret, and what was typed
 * lives in the form, so the suggestions follow as if the dropdown had been there all along.
 */
export function AddressAutocomplete(props: AddressAutocompleteProps) {
  const [chunk, setChunk] = useState<SuggestionsChunk | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The stand-in's focus and caret as it leaves the page, for the real input to take over.
  const handOver = useRef<Caret | null>(null);

  useLayoutEffect(() => {
    const caret = handOver.current;
    if (!chunk || !caret) return;
    handOver.current = null;
    input.current?.focus();
    if (caret.start !== null && caret.end !== null) input.current?.setSelectionRange(caret.start, caret.end);
  }, [chunk]);

  const load = useCallback(() => {
    loadSuggestionsInput().then(
      (module) => setChunk((loaded) => loaded ?? { Input: module.AddressSuggestionsInput }),
      () => {}, // offline: the field still takes the address as typed, and the next touch asks again
    );
  }, []);
  const rememberCaret = useCallback((element: HTMLInputElement | null) => {
    if (!element) return;
    return () => {
      // Called as the stand-in leaves, while it is still in the page.
      handOver.current =
        element.ownerDocument.activeElement === element
          ? { start: element.selectionStart, end: element.selectionEnd }
          : null;
    };
  }, []);

  if (chunk) return <chunk.Input ref={input} {...props} />;

  return (
    <InputBase
      // The Autocomplete's own class names, so the two are styled alike everywhere.
      __staticSelector="Autocomplete"
      ref={rememberCaret}
      label={props.label}
      withAsterisk={props.withAsterisk}
      description={props.description}
      value={props.value}
      onChange={(event) => {
        props.onType(event.currentTarget.value);
        load();
      }}
      onPointerDown={load}
      onFocus={load}
      error={props.error}
      autoComplete="off"
      // The closed combobox's semantics, as address-suggestions-input.tsx's input has them.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      leftSection={<IconMapPin size={18} aria-hidden />}
    />
  );
}

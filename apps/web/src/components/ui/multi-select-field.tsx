import { CloseButton, Pill, PillsInput } from '@mantine/core';
import { useCombobox, useMultipleSelection } from 'downshift';
import { useId, useState } from 'react';
import classes from './multi-select-field.module.css';

export type MultiSelectOption = { value: string; label: string };

type Props = {
  label: string;
  data: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  nothingFoundMessage: string;
  withAsterisk?: boolean;
  error?: string;
};

const matches = (option: MultiSelectOption, search: string) =>
  option.label.toLowerCase().includes(search.trim().toLowerCase());

/**
 * A searchable multi-select (the ARIA combobox pattern, by downshift) drawn with Mantine's pills
 * input: the chosen values as pills, the others in a list under the field. Mantine's own
 * MultiSelect brings its combobox, popover and floating-ui, which a phone pays for in script
 * time before the form answers (27 KB more as sent on /add-events, docs/decisions/014).
 */
export function MultiSelectField({
  label,
  data,
  value,
  onChange,
  placeholder,
  nothingFoundMessage,
  withAsterisk,
  error,
}: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = value.flatMap((picked) => data.filter((option) => option.value === picked));
  const offered = data.filter((option) => !value.includes(option.value) && matches(option, search));
  const choose = (option: MultiSelectOption) => {
    onChange([...value, option.value]);
    setSearch('');
  };

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection({
    selectedItems: chosen,
    itemToKey: (option) => option?.value,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems.map((option) => option.value)),
  });
  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex } = useCombobox({
    items: offered,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    inputValue: search,
    selectedItem: null,
    inputId: `${id}-input`,
    labelId: `${id}-label`,
    menuId: `${id}-menu`,
    // Choosing keeps the list open for the next choice; a click on the field always opens it.
    stateReducer: (_state, { type, changes }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return { ...changes, isOpen: true, inputValue: '' };
        case useCombobox.stateChangeTypes.InputClick:
          return { ...changes, isOpen: true };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) choose(selectedItem);
          break;
        case useCombobox.stateChangeTypes.InputChange:
          setSearch(inputValue ?? '');
          break;
        default:
          break;
      }
    },
  });

  const menu = (
    <ul {...getMenuProps({ 'aria-label': label })} className={classes.menu} hidden={!isOpen}>
      {isOpen &&
        offered.map((option, index) => (
          <li
            key={option.value}
            className={classes.option}
            data-highlighted={highlightedIndex === index || undefined}
            {...getItemProps({ item: option, index })}
          >
            {option.label}
          </li>
        ))}
      {isOpen && offered.length === 0 && (
        <li className={classes.empty} aria-disabled>
          {nothingFoundMessage}
        </li>
      )}
    </ul>
  );

  return (
    <PillsInput
      id={`${id}-input`}
      label={label}
      labelProps={getLabelProps()}
      withAsterisk={withAsterisk}
      error={error}
      rightSection={
        value.length > 0 ? (
          <CloseButton size="sm" aria-label={`Clear ${label}`} onClick={() => onChange([])} />
        ) : undefined
      }
      inputContainer={(field) => (
        <div className={classes.anchor}>
          {field}
          {menu}
        </div>
      )}
    >
      <Pill.Group>
        {chosen.map((option, index) => (
          <Pill
            key={option.value}
            withRemoveButton
            onRemove={() => removeSelectedItem(option)}
            {...getSelectedItemProps({ selectedItem: option, index })}
          >
            {option.label}
          </Pill>
        ))}
        <PillsInput.Field
          placeholder={chosen.length === 0 ? placeholder : undefined}
          {...getInputProps(getDropdownProps({ preventKeyAction: isOpen }))}
        />
      </Pill.Group>
    </PillsInput>
  );
}

import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { showSuccess } from '../../../components/ui/toast';
import { useAddInventoryCategory } from '../api/add-inventory-category';
import { useInventoryCategories } from '../api/inventory-categories';

const ADD_NEW = '__add_new_location__';

// only an owner who asks for it loads the dialog
const ManageLocations = lazy(() =>
  import('./manage-locations').then((module) => ({ default: module.ManageLocations })),
);

type Props = {
  value: string;
  onChange: (locationId: string) => void;
  error?: ReactNode;
};

/**
 * spec 02 §2: the location select, from inventory_categories. Its last option adds a location
 * (DESIGN.md §4b: the owner can add more), which is then chosen.
 */
export function LocationSelect({ value, onChange, error }: Props) {
  const locations = useInventoryCategories();
  const add = useAddInventoryCategory();
  const [isAdding, setIsAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [isManaging, setIsManaging] = useState(false);

  const options = [
    ...(locations.data ?? []).map((location) => ({ value: location.id, label: location.name })),
    { value: ADD_NEW, label: '+ Add a new location' },
  ];

  const save = async () => {
    setNameError(null);
    const answer = await add.mutateAsync(name);
    if (answer.status !== 1 || !answer.data) {
      setNameError(answer.errors?.name ?? answer.message);
      return;
    }
    onChange(answer.data.id);
    showSuccess(answer.message);
    setIsAdding(false);
    setName('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the item's form
    void save();
  };

  return (
    <Stack gap="xs">
      <Select
        label="Location"
        withAsterisk
        placeholder={locations.isPending ? 'Loading locations…' : 'Choose a location'}
        data={options}
        value={value || null}
        onChange={(chosen) => (chosen === ADD_NEW ? setIsAdding(true) : onChange(chosen ?? ''))}
        allowDeselect={false}
        error={error ?? (locations.isError ? locations.error.message : undefined)}
      />
      <Group justify="flex-end" mt={-4}>
        <Button variant="subtle" size="sm" onClick={() => setIsManaging(true)}>
          Manage locations
        </Button>
      </Group>
      {isManaging && (
        <Suspense fallback={null}>
          <ManageLocations
            opened
            onClose={() => setIsManaging(false)}
            onRemoved={(id, movedTo) => {
              // the form's chosen location is gone: its items, and so this one, went to movedTo
              if (id === value) onChange(movedTo ?? '');
            }}
          />
        </Suspense>
      )}
      {isAdding && (
        <Stack gap="xs" p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
          <TextInput
            label="New location"
            placeholder="e.g. Fellowship Hall"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            error={nameError}
            maxLength={60}
            data-autofocus
          />
          <Group gap="xs">
            <Button onClick={() => void save()} loading={add.isPending}>
              Add location
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setIsAdding(false);
                setNameError(null);
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

import type { Location } from '@faith-shield/contract/inventory/inventory-form';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { showSuccess } from '../../../components/ui/toast';
import { lazySchema } from '../../../lib/lazy-schema';
import { useInventoryCategories } from '../api/inventory-categories';
import { useDeleteInventoryCategory, useEditInventoryCategory } from '../api/manage-locations';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** A location was removed; its items, if any, went to `movedTo`. */
  onRemoved: (id: string, movedTo: string | undefined) => void;
};

/**
 * 'Manage locations' (docs/decisions/018), opened from the location select: rename or remove
 * the organisation's locations. A location that holds items is removed only by moving them to
 * another one, chosen here.
 */
export function ManageLocations({ opened, onClose, onRemoved }: Props) {
  const locations = useInventoryCategories();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const close = () => {
    setEditing(null);
    setRemoving(null);
    onClose();
  };
  const list = locations.data ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Manage locations" centered>
      {list.length === 0 ? (
        <Text>No data found</Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} aria-label="Locations" style={{ listStyle: 'none' }}>
          {list.map((location) => (
            <Stack
              key={location.id}
              component="li"
              gap="xs"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              {editing === location.id ? (
                <RenameForm location={location} onDone={() => setEditing(null)} />
              ) : (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {location.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="compact-md"
                      aria-label={`Rename ${location.name}`}
                      onClick={() => {
                        setRemoving(null);
                        setEditing(location.id);
                      }}
                    >
                      Rename
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      c="red.9"
                      size="compact-md"
                      aria-label={`Remove ${location.name}`}
                      onClick={() => {
                        setEditing(null);
                        setRemoving(location.id);
                      }}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              )}
              {removing === location.id && (
                <RemoveConfirm
                  location={location}
                  others={list.filter((other) => other.id !== location.id)}
                  onCancel={() => setRemoving(null)}
                  onRemoved={(movedTo) => {
                    setRemoving(null);
                    onRemoved(location.id, movedTo);
                  }}
                />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

const renameSchema = lazySchema(() =>
  import('@faith-shield/contract/inventory/edit-inventory-category').then(
    (m) => m.EditInventoryCategoryRequestSchema,
  ),
);

function RenameForm({ location, onDone }: { location: Location; onDone: () => void }) {
  const edit = useEditInventoryCategory();
  const { form, formProps, isPending } = useCallForm({
    schema: renameSchema,
    initialValues: { id: location.id, name: location.name },
    // a refusal shows under the name, the form's one field, rather than in an alert
    send: async (values) => {
      const answer = await edit.mutateAsync(values);
      return answer.status === 1
        ? answer
        : { ...answer, errors: { name: answer.errors?.name ?? answer.message } };
    },
    onRefusal: () => undefined,
    onSuccess: onDone,
  });
  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        event.stopPropagation(); // not the item's form around the modal's portal
        formProps.onSubmit(event);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={`New name for ${location.name}`}
          maxLength={60}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group gap="xs">
          <Button type="submit" loading={isPending}>
            Save name
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type RemoveProps = {
  location: Location;
  others: Location[];
  onCancel: () => void;
  onRemoved: (movedTo: string | undefined) => void;
};

function RemoveConfirm({ location, others, onCancel, onRemoved }: RemoveProps) {
  const remove = useDeleteInventoryCategory();
  /** Set when the server said items are kept there: they must go somewhere first. */
  const [inUse, setInUse] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    const answer = await remove.mutateAsync({ id: location.id, ...(moveTo ? { move_to_id: moveTo } : {}) });
    if (answer.status === 1) {
      showSuccess(answer.message);
      onRemoved(moveTo ?? undefined);
      return;
    }
    if (answer.errors?.move_to_id && !inUse) setInUse(answer.message);
    else setError(answer.message);
  };
  return (
    <Stack
      gap="xs"
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 8 }}
      role="group"
      aria-label={`Remove ${location.name}`}
    >
      {inUse ? (
        <>
          <Text
            role="status"
            size="sm"
            p="xs"
            bg="orange.0"
            c="dark.9"
            style={{ borderRadius: 6, borderLeft: '4px solid var(--mantine-color-orange-9)' }}
          >
            {inUse}
          </Text>
          <Select
            label="Move its items to"
            placeholder="Choose a location"
            data={others.map((other) => ({ value: other.id, label: other.name }))}
            value={moveTo}
            onChange={setMoveTo}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        </>
      ) : (
        <Text>Are you sure you want to remove {location.name}?</Text>
      )}
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button
          color="red.9"
          onClick={() => void confirm()}
          loading={remove.isPending}
          disabled={Boolean(inUse) && !moveTo}
        >
          {inUse ? 'Move items and remove' : 'Yes, remove'}
        </Button>
        <Button variant="default" onClick={onCancel}>
          No
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { confirm } from '../../../../components/ui/confirm';
import { showError, showSuccess } from '../../../../components/ui/toast';

type Props = {
  title: string;
  /** The line under the title: kind, date, status. */
  details: ReactNode;
  onEdit: () => void;
  /** The delete call; its answer's message is shown. */
  deleteItem: () => Promise<{ status: number; message: string }>;
  /** What the list reads again once the item is gone. */
  onDeleted: () => Promise<unknown>;
};

/** One news post or resource in its editor's list: title, details, Edit, and Delete after a confirm. */
export function ContentItemRow({ title, details, onEdit, deleteItem, onDeleted }: Props) {
  const remove = async () => {
    if (!(await confirm({ message: `Delete “${title}”?` }))) return;
    const answer = await deleteItem();
    if (answer.status !== 1) return showError(answer.message);
    await onDeleted();
    showSuccess(answer.message);
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {details}
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
          <Button size="xs" variant="light" color="red" onClick={remove} aria-label={`Delete ${title}`}>
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

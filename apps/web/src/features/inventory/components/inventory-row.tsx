import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ImageThumbnail } from '../../../components/images/image-thumbnail';
import { formatPrice } from '../price';

type Props = {
  item: InventoryItem;
  onShare: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  isDeleting: boolean;
};

/** One item of /manage-inventory (spec 02 §2): view, edit, share and delete. */
export function InventoryRow({ item, onShare, onDelete, isDeleting }: Props) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ImageThumbnail src={item.image} alt={`Photo of ${item.title}`} size={64} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            <Text size="sm">
              {formatPrice(item.price)} · {item.locations.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Model {item.model_number} · Serial {item.serial_number}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end">
          <ActionIcon
            component={Link}
            href={`/view-inventory/${item.id}`}
            variant="light"
            size={44}
            aria-label={`View ${item.title}`}
          >
            <IconEye size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            component={Link}
            href={`/edit-inventory/${item.id}`}
            variant="light"
            size={44}
            aria-label={`Edit ${item.title}`}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="light"
            size={44}
            aria-label={`Share ${item.title}`}
            onClick={() => onShare(item)}
          >
            <IconShare size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="outline"
            color="red.9"
            size={44}
            aria-label={`Delete ${item.title}`}
            loading={isDeleting}
            onClick={() => onDelete(item)}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

import type { HomePage } from '@faith-shield/contract/home/home-page';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';

type Item = { title: string; description: string; image?: string };

type Props = {
  form: UseFormReturnType<HomePage>;
  /** The form's list field, e.g. 'faq'. */
  field: keyof HomePage;
  label: string;
  items: Item[];
  titleLabel?: string;
  descriptionLabel?: string;
};

/** A home page list (FAQ, core features…): rows of title and description, added and removed in place. */
export function ListEditor({
  form,
  field,
  label,
  items,
  titleLabel = 'Title',
  descriptionLabel = 'Description',
}: Props) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{label}</Text>
      {items.length === 0 && (
        <Text c="dimmed" size="sm">
          No entries yet.
        </Text>
      )}
      {items.map((_, index) => (
        // rows have no id: their place in the list is their key
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Paper key={index} withBorder p="sm" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap="xs" style={{ flex: 1 }}>
              <TextInput
                label={`${titleLabel} ${index + 1}`}
                withAsterisk
                {...form.getInputProps(`${field}.${index}.title`)}
              />
              <Textarea
                label={`${descriptionLabel} ${index + 1}`}
                autosize
                minRows={2}
                {...form.getInputProps(`${field}.${index}.description`)}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Remove ${label} entry ${index + 1}`}
              onClick={() => form.removeListItem(field, index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem(field, { title: '', description: '', image: '' })}
      >
        Add to {label}
      </Button>
    </Stack>
  );
}

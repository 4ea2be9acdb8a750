import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { formatContentDate } from './content-date';
import { ContentMedia } from './content-media';

type Item = Omit<Resource, 'category_id'>;

// Four lines tell what a drill is about; the rest opens on demand, so a list stays scannable.
const CLOSED_LINES = 4;
const SHORT_TEXT = 160;

/** One resource or news post: its video or image, title, date and what it says. */
export function ContentCard({ item, category }: { item: Item; category?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const descriptionId = useId();
  const isLong = item.description.length > SHORT_TEXT;
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={`${descriptionId}-title`}>
      <Stack gap="sm">
        <ContentMedia item={item} />
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} fz="lg" id={`${descriptionId}-title`} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Title>
            {item.type === 'Video' && (
              <Badge variant="light" color="navy" style={{ flexShrink: 0 }}>
                Video
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={item.resource_date}>{formatContentDate(item.resource_date)}</time>
            {category ? ` · ${category}` : ''}
          </Text>
        </Stack>
        <Text id={descriptionId} size="sm" lineClamp={isOpen || !isLong ? undefined : CLOSED_LINES}>
          {item.description}
        </Text>
        {isLong && (
          <Button
            variant="subtle"
            size="compact-md"
            mih={44}
            px={0}
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={isOpen}
            aria-controls={descriptionId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? 'Show less' : 'Read more'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconRotate, IconUserShare } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'wouter';
import { PriorityBadge } from '../../../components/recommendations/priority-badge';
import { detailPath } from '../../../components/recommendations/risk-paths';

type Props = {
  item: ActionItem;
  onAssign: () => void;
  onDone: () => void;
  onReopen: () => void;
  busy: boolean;
};

export const assignmentText = (item: ActionItem) =>
  item.assigned_to
    ? `Assigned to ${item.assigned_to.name}${item.due_date ? `, due ${dayjs(item.due_date).format(DATE_FORMATS.date)}` : ''}`
    : 'Not assigned';

/** One action item: the finding, what good looks like, who has it, and what the owner can do. */
export function ActionItemCard({ item, onAssign, onDone, onReopen, busy }: Props) {
  const isDone = item.status === 'done';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={item.question}
      opacity={isDone ? 0.85 : 1}
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <PriorityBadge priority={item.priority} />
            {isDone && (
              <Badge color="teal.9" variant="filled" radius="sm">
                Done
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {item.category_name}
          </Text>
        </Group>
        <Text fw={600} td={isDone ? 'line-through' : undefined}>
          {item.question}
        </Text>
        <Text size="sm">{item.guidance.good}</Text>
        <Text size="sm" c="dimmed" data-testid="assignment">
          {isDone && item.done_at ? `Done on ${dayjs(item.done_at).format(DATE_FORMATS.date)}. ` : ''}
          {assignmentText(item)}
        </Text>
        <Group gap="xs" mt={4}>
          {isDone ? (
            <Button
              variant="default"
              mih={44}
              leftSection={<IconRotate size={18} aria-hidden />}
              onClick={onReopen}
              loading={busy}
            >
              Reopen
            </Button>
          ) : (
            <>
              <Button
                variant="light"
                mih={44}
                leftSection={<IconUserShare size={18} aria-hidden />}
                onClick={onAssign}
              >
                {item.assigned_to ? 'Reassign' : 'Assign'}
              </Button>
              <Button
                variant="default"
                mih={44}
                leftSection={<IconCheck size={18} aria-hidden />}
                onClick={onDone}
                loading={busy}
              >
                Mark done
              </Button>
            </>
          )}
          <Anchor
            component={Link}
            href={detailPath('owner', item.category_id, item.question_id)}
            size="sm"
            py={12}
            px={4}
          >
            Guidance
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

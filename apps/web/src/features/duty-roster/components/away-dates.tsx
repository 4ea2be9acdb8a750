import type { Blockout } from '@faith-shield/contract/duty-roster/roster-fields';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatContentDate } from '../../../components/content/content-date';
import { useCallForm } from '../../../components/forms/use-call-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { showAnswer } from '../../../components/ui/toast';
import { lazySchema } from '../../../lib/lazy-schema';
import { useAddBlockout } from '../api/add-blockout';
import { useDeleteBlockout } from '../api/delete-blockout';
import { useBlockouts } from '../api/get-blockouts';

const schema = lazySchema(() =>
  import('@faith-shield/contract/duty-roster/add-blockout').then((m) => m.AddBlockoutRequestSchema),
);

function AddAwayDates() {
  const add = useAddBlockout();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { start_date: '', end_date: '', reason: '' },
    send: add.mutateAsync,
    onSuccess: () => form.reset(),
  });
  return (
    <Paper withBorder radius="lg" p="md">
      <form {...formProps} aria-label="Add away dates">
        <Stack gap="sm">
          <FormAlert {...alertProps} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label="Start date" {...form.getInputProps('start_date')} />
            <TextInput type="date" label="End date" {...form.getInputProps('end_date')} />
          </SimpleGrid>
          <TextInput label="Reason (optional)" maxLength={200} {...form.getInputProps('reason')} />
          <Button type="submit" mih={44} loading={isPending}>
            Add away dates
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function AwayRow({ blockout, isOwn }: { blockout: Blockout; isOwn: boolean }) {
  const remove = useDeleteBlockout();
  const range =
    blockout.start_date === blockout.end_date
      ? formatContentDate(blockout.start_date)
      : `${formatContentDate(blockout.start_date)} – ${formatContentDate(blockout.end_date)}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {!isOwn && <Text fw={600}>{blockout.name}</Text>}
          <Text>{range}</Text>
          {blockout.reason && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {blockout.reason}
            </Text>
          )}
        </Stack>
        {isOwn && (
          <Button
            variant="subtle"
            color="red.9"
            miw={44}
            mih={44}
            px="xs"
            aria-label={`Remove away dates ${range}`}
            loading={remove.isPending}
            onClick={async () => {
              const answer = await remove.mutateAsync(blockout.id);
              showAnswer(answer);
            }}
          >
            <IconTrash size={18} aria-hidden />
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** spec 03 §4: a member's away dates (blockouts); the owner and leaders also see the team's. */
export function AwayDates({ userId }: { userId: string | undefined }) {
  const blockouts = useBlockouts();
  const own = blockouts.data?.filter((row) => row.user_id === userId) ?? [];
  const team = blockouts.data?.filter((row) => row.user_id !== userId) ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="Away dates">
      <Title order={2} fz="lg">
        Away dates
      </Title>
      <AddAwayDates />
      {blockouts.isPending ? (
        <PageLoader />
      ) : blockouts.isError ? (
        <Text c="red.9">{blockouts.error.message}</Text>
      ) : own.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {own.map((row) => (
            <AwayRow key={row.id} blockout={row} isOwn />
          ))}
        </Stack>
      )}
      {team.length > 0 && (
        <>
          <Title order={3} fz="md">
            The team's away dates
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {team.map((row) => (
              <AwayRow key={row.id} blockout={row} isOwn={false} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

import type { ActionItem } from '@faith-shield/contract/risk/action-item';
import type { ActionPlan } from '@faith-shield/contract/risk/risk-action-plan';
import { Anchor, Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'wouter';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { lazySchema } from '../../../lib/lazy-schema';
import { useAssignRiskAction } from '../api/assign-risk-action';

const schema = lazySchema(() =>
  import('@faith-shield/contract/risk/assign-risk-action').then((m) => m.AssignRiskActionRequestSchema),
);

type Props = { item: ActionItem | null; members: ActionPlan['members']; onClose: () => void };

/** Hands an item to a member with a due date; the member is notified by the server. */
export function AssignActionModal({ item, members, onClose }: Props) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Assign to a sub user" centered>
      {item && <AssignForm key={item.question_id} item={item} members={members} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({
  item,
  members,
  onClose,
}: {
  item: ActionItem;
  members: Props['members'];
  onClose: () => void;
}) {
  const assign = useAssignRiskAction();
  const today = dayjs().format('YYYY-MM-DD');
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: {
      question_id: item.question_id,
      user_id: item.assigned_to?.id ?? '',
      due_date: item.due_date ?? dayjs().add(14, 'day').format('YYYY-MM-DD'),
    },
    send: assign.mutateAsync,
    onSuccess: onClose,
  });

  if (members.length === 0)
    return (
      <Stack>
        <Text>Your team has no sub users yet. Add one to hand them this action.</Text>
        <Anchor component={Link} href="/add-subuser" py={8}>
          Add Sub User
        </Anchor>
      </Stack>
    );
  return (
    <form {...formProps}>
      <Stack>
        <Text size="sm">{item.question}</Text>
        <FormAlert {...alertProps} />
        <Select
          label="Sub user"
          withAsterisk
          placeholder="Choose a sub user"
          data={members.map((member) => ({
            value: member.id,
            label: `${member.first_name} ${member.last_name}`.trim(),
          }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('user_id')}
        />
        <TextInput
          type="date"
          label="Due date"
          withAsterisk
          min={today}
          {...form.getInputProps('due_date')}
        />
        <Button type="submit" loading={isPending} mih={44}>
          Assign
        </Button>
      </Stack>
    </form>
  );
}

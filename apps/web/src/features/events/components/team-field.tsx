import { OTHER_SUB_USER } from '@faith-shield/contract/events/event-messages';
import { Anchor, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { MultiSelectField } from '../../../components/ui/multi-select-field';
import { useSubUsers } from '../../../lib/calls/get-sub-user';

type Props = {
  value: string[] | typeof OTHER_SUB_USER;
  onChange: (value: string[] | typeof OTHER_SUB_USER) => void;
  error?: string;
};

/**
 * spec 02 §4: 'Other' and the sub-user selection exclude each other: ticking 'Other' hides the
 * selector and sub_user_id becomes 'Other'.
 */
export function TeamField({ value, onChange, error }: Props) {
  const team = useSubUsers();
  const isOther = value === OTHER_SUB_USER;
  const options = (team.data ?? []).map((member) => ({
    value: member.id,
    label: `${member.first_name} ${member.last_name}`.trim(),
  }));
  return (
    <Stack gap="xs">
      <Checkbox
        label="Other"
        description="Not assigned to sub users"
        checked={isOther}
        onChange={(event) => onChange(event.currentTarget.checked ? OTHER_SUB_USER : [])}
        styles={{ body: { alignItems: 'center' }, input: { cursor: 'pointer' } }}
        size="md"
        error={isOther ? error : undefined}
      />
      {/* drawn once the team has come: one render of the selector, not two */}
      {!isOther && team.isSuccess && (
        <MultiSelectField
          label="Sub users"
          withAsterisk
          placeholder={options.length > 0 ? 'Choose sub users' : undefined}
          data={options}
          value={value}
          onChange={onChange}
          nothingFoundMessage="No sub user of that name"
          error={error}
        />
      )}
      {!isOther && team.isPending && <Skeleton h={60} aria-hidden />}
      {!isOther && team.isError && (
        <Text size="sm" c="red.8" role="alert">
          The team could not be loaded.{' '}
          <Anchor component="button" type="button" onClick={() => void team.refetch()}>
            Try again
          </Anchor>
        </Text>
      )}
      {!isOther && team.isSuccess && options.length === 0 && (
        <Text size="sm" c="dimmed">
          Your team has no sub users yet.{' '}
          <Anchor component={Link} href="/add-subuser">
            Add a sub user
          </Anchor>{' '}
          or tick Other.
        </Text>
      )}
    </Stack>
  );
}

import type { LeaderChoice } from '@faith-shield/contract/alerts/alert-messages';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import type { SubUserDetail } from '@faith-shield/contract/sub-users/sub-user-form';
import {
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AddressFields } from '../../../components/address/address-fields';
import { PERSONAL_ADDRESS_NAMES } from '../../../components/address/address-names';
import { MobileInput } from '../../../components/forms/mobile-input';
import { NameFields } from '../../../components/forms/name-fields';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';

const addSchema = lazySchema(() =>
  import('@faith-shield/contract/sub-users/add-sub-user').then((m) => m.AddSubUserRequestSchema),
);
const editSchema = lazySchema(() =>
  import('@faith-shield/contract/sub-users/update-sub-user').then((m) => m.UpdateSubUserRequestSchema),
);

export type SubUserFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  address: string;
  personal_lat: string;
  personal_long: string;
  personal_area: string;
  personal_state: string;
  personal_city: string;
  personal_zip_code: string;
  leader: LeaderChoice;
};

const EMPTY: SubUserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  password: '',
  password_confirmation: '',
  address: '',
  personal_lat: '',
  personal_long: '',
  personal_area: '',
  personal_state: '',
  personal_city: '',
  personal_zip_code: '',
  leader: 'No',
};

const valuesOf = (member: SubUserDetail): SubUserFormValues => ({
  ...EMPTY,
  first_name: member.first_name,
  last_name: member.last_name,
  email: member.email,
  mobile: member.mobile,
  address: member.address,
  personal_lat: member.personal_lat,
  personal_long: member.personal_long,
  personal_area: member.personal_area,
  personal_state: member.personal_state,
  personal_city: member.personal_city,
  personal_zip_code: member.personal_zip_code,
  leader: member.leader,
});

/** Where add and edit both go on success (spec 02 §2: they submit to /subuser, the team list). */
export const SUB_USER_LIST_PATH = '/subuser';

type Props =
  | { mode: 'add'; member?: undefined; onSave: (values: SubUserFormValues) => Promise<Envelope<unknown>> }
  | {
      mode: 'edit';
      member: SubUserDetail;
      onSave: (values: SubUserFormValues & { id: string }) => Promise<Envelope<unknown>>;
    };

// The whole row answers a tap, so the target is 44 px high however small the circle is drawn.
const RADIO_STYLES = { body: { alignItems: 'center', minHeight: 44 } } as const;

const TOGGLE = { visibilityToggleButtonProps: { 'aria-label': 'Show or hide password' } };

/**
 * The add and edit forms of a team member (spec 02 §5): the shared schema's messages under each
 * field, the sign-up address picker, and on edit a password that is checked only when given.
 * Status 0 shows the server's message in a red alert; success toasts and goes to the list (§4).
 */
export function SubUserForm({ mode, member, onSave }: Props) {
  const isEdit = mode === 'edit';
  const schema = isEdit ? editSchema : addSchema;
  const navigate = useNavigate();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: member ? { ...valuesOf(member), id: member.id } : { ...EMPTY, id: '' },
    send: ({ id, ...values }) => (isEdit ? onSave({ ...values, id }) : onSave(values)),
    onSuccess: () => navigate(SUB_USER_LIST_PATH),
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <NameFields
            firstName={form.getInputProps('first_name')}
            lastName={form.getInputProps('last_name')}
          />
          <TextInput
            label="Email"
            withAsterisk
            type="email"
            autoComplete="off"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <MobileInput withAsterisk autoComplete="off" {...form.getInputProps('mobile')} />
          <Radio.Group
            label="Team leader"
            description="A team leader can send emergency alerts and sees the whole roll-call."
            {...form.getInputProps('leader')}
          >
            <Group gap="xl" mt={4}>
              <Radio value="Yes" label="Yes" mih={44} styles={RADIO_STYLES} />
              <Radio value="No" label="No" mih={44} styles={RADIO_STYLES} />
            </Group>
          </Radio.Group>

          <Divider my="xs" />
          <Title order={2} fz="lg">
            Password
          </Title>
          <Text c="dimmed" size="sm">
            {isEdit
              ? 'Leave both boxes empty to keep the current password. A new one signs the member out everywhere.'
              : 'At least 8 characters, with a lowercase letter, an uppercase letter, a number and one of ! @ # $ % ^ & * _'}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput
              label={isEdit ? 'New password' : 'Password'}
              withAsterisk={!isEdit}
              autoComplete="new-password"
              {...TOGGLE}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              withAsterisk={!isEdit}
              autoComplete="new-password"
              {...TOGGLE}
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>

          <Divider my="xs" />
          <Title order={2} fz="lg">
            Address
          </Title>
          <AddressFields form={form} addressLabel="Address" names={PERSONAL_ADDRESS_NAMES} />
          <Button type="submit" fullWidth mt="sm" size="md" loading={isPending}>
            {isEdit ? 'Save changes' : 'Add Sub User'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

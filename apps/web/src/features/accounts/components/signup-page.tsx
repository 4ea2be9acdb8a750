import type { SignupForm } from '@faith-shield/contract/accounts/signup';
import {
  Anchor,
  Button,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { AddressFields } from '../../../components/address/address-fields';
import { ORGANISATION_ADDRESS_NAMES } from '../../../components/address/address-names';
import { MobileInput } from '../../../components/forms/mobile-input';
import { NameFields } from '../../../components/forms/name-fields';
import { useCallForm } from '../../../components/forms/use-call-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { useSignup } from '../api/signup';
import { startSession } from '../start-session';
import { AccountCard } from './account-card';
import { OwnAddressFields } from './own-address-fields';

const INITIAL_VALUES = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  mobile: '',
  worship_place_name: '',
  worship_address: '',
  lat: '',
  long: '',
  area: '',
  state: '',
  city: '',
  zip_code: '',
  address: '',
  personal_lat: '',
  personal_long: '',
  personal_area: '',
  personal_state: '',
  personal_city: '',
  personal_zip_code: '',
};

const signupSchema = lazySchema(() =>
  import('@faith-shield/contract/accounts/signup').then((m) => m.SignupFormSchema),
);

const TOGGLE = { visibilityToggleButtonProps: { 'aria-label': 'Show or hide password' } };

/**
 * /signup (spec 01 §3, §5): the owner and their place of worship. Success signs the owner in
 * (the same data as login) and opens the risk assessment (DESIGN.md §4).
 */
export function SignupPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signup = useSignup();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: signupSchema,
    initialValues: INITIAL_VALUES,
    send: (values: SignupForm) => signup.mutateAsync(values),
    onSuccess: ({ data }) => {
      queryClient.clear();
      startSession(data);
      navigate('/risk-assessment', { replace: true });
    },
  });

  return (
    <AccountCard
      title="Sign Up"
      width={720}
      footer={
        <Text ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </Text>
      }
    >
      <FormLoadingOverlay visible={isPending} />
      <Text c="dimmed">Create your organisation&apos;s account. Your 14-day free trial starts today.</Text>
      {/* spec 01 §8: sign-up shows a status 0 message in a red banner. */}
      <FormAlert {...alertProps} />
      <form {...formProps}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Your details
          </Title>
          <NameFields
            firstName={form.getInputProps('first_name')}
            lastName={form.getInputProps('last_name')}
          />
          <TextInput
            label="Email"
            withAsterisk
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <MobileInput withAsterisk {...form.getInputProps('mobile')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput
              label="Password"
              withAsterisk
              autoComplete="new-password"
              {...TOGGLE}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              withAsterisk
              autoComplete="new-password"
              {...TOGGLE}
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>

          <Divider my="xs" />
          <Title order={2} fz="lg">
            Your place of worship
          </Title>
          <TextInput
            label="Organization name"
            withAsterisk
            autoComplete="organization"
            {...form.getInputProps('worship_place_name')}
          />
          <AddressFields form={form} addressLabel="Organization address" names={ORGANISATION_ADDRESS_NAMES} />

          <Divider my="xs" />
          <Title order={2} fz="lg">
            Your address
          </Title>
          <OwnAddressFields form={form} />
          <Button type="submit" fullWidth mt="sm" loading={isPending}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}

import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { USER_TYPE } from '@faith-shield/contract/shared/constants';
import { Button, Divider, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AddressFields } from '../../../components/address/address-fields';
import {
  ORGANISATION_ADDRESS_NAMES,
  PERSONAL_ADDRESS_NAMES,
} from '../../../components/address/address-names';
import { MobileInput } from '../../../components/forms/mobile-input';
import { NameFields } from '../../../components/forms/name-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { showSuccess } from '../../../components/ui/toast';
import { lazySchema } from '../../../lib/lazy-schema';
import { useUpdateProfile } from '../api/update-profile';
import { OrganisationDetails } from './organisation-details';
import { PictureInput } from './picture-input';
import { ownFieldsOnly, profileFormValues } from './profile-values';

const loadProfileSchemas = () => import('@faith-shield/contract/accounts/update-profile');
const ownerSchema = lazySchema(() => loadProfileSchemas().then((m) => m.OwnerProfileSchema));
const personalSchema = lazySchema(() => loadProfileSchemas().then((m) => m.PersonalProfileSchema));

type Props = {
  profile: Profile;
  picture: File | null;
  onPictureChange: (file: File | null) => void;
};

/**
 * The profile's edit form (spec 01 §3, §5, §7): own fields and personal address for everyone,
 * the organisation's fields for an owner; e-mail read-only; an optional new picture.
 */
export function ProfileForm({ profile, picture, onPictureChange }: Props) {
  const isOwner = profile.type === USER_TYPE.owner;
  const profileSchema = isOwner ? ownerSchema : personalSchema;
  const update = useUpdateProfile();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    initialValues: profileFormValues(profile),
    validate: profileSchema.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setAlert(null);
    const fields = isOwner ? values : ownFieldsOnly(values);
    const answer = await update.mutateAsync({ ...(fields as typeof values), image: picture ?? undefined });
    // spec 01 §8: profile shows a status 0 message in a red alert above the form.
    if (answer.status !== 1) {
      form.setErrors(answer.errors ?? {});
      setAlert(answer.message);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    onPictureChange(null);
    if (answer.data) form.resetDirty(profileFormValues(answer.data));
    showSuccess(answer.message);
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={update.isPending} />
      <form noValidate {...profileSchema.formProps(handleSubmit)}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Edit profile
          </Title>
          <FormAlert message={alert} />
          <PictureInput file={picture} onChange={onPictureChange} />
          <NameFields
            firstName={form.getInputProps('first_name')}
            lastName={form.getInputProps('last_name')}
          />
          <TextInput
            label="Email"
            value={profile.email}
            readOnly
            description="Your email address cannot be changed."
            variant="filled"
          />
          <MobileInput withAsterisk {...form.getInputProps('mobile')} />

          <Divider my="xs" />
          <Title order={2} fz="lg">
            Your address
          </Title>
          <AddressFields form={form} addressLabel="Address" names={PERSONAL_ADDRESS_NAMES} />

          {!isOwner && (
            <>
              <Divider my="xs" />
              <OrganisationDetails profile={profile} />
            </>
          )}
          {isOwner && (
            <>
              <Divider my="xs" />
              <Title order={2} fz="lg">
                Your place of worship
              </Title>
              <TextInput
                label="Organization name"
                withAsterisk
                {...form.getInputProps('worship_place_name')}
              />
              <AddressFields
                form={form}
                addressLabel="Organization address"
                names={ORGANISATION_ADDRESS_NAMES}
              />
            </>
          )}
          <Button type="submit" fullWidth mt="sm" loading={update.isPending}>
            Save changes
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { PICTURE_MAX_BYTES, USER_TYPE } from '@faith-shield/contract/shared/constants';
import { Button, Divider, Paper, Stack, TextInput, Title } from '@mantine/core';
import { AddressFields } from '../../../components/address/address-fields';
import {
  ORGANISATION_ADDRESS_NAMES,
  PERSONAL_ADDRESS_NAMES,
} from '../../../components/address/address-names';
import { MobileInput } from '../../../components/forms/mobile-input';
import { NameFields } from '../../../components/forms/name-fields';
import { useCallForm } from '../../../components/forms/use-call-form';
import { ImagePicker } from '../../../components/images/image-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { lazySchema } from '../../../lib/lazy-schema';
import { useUpdateProfile } from '../api/update-profile';
import { OrganisationDetails } from './organisation-details';
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
  // spec 01 §8: profile shows a status 0 message in a red alert above the form.
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: profileSchema,
    initialValues: profileFormValues(profile),
    send: (values) => {
      const fields = isOwner ? values : ownFieldsOnly(values);
      return update.mutateAsync({ ...(fields as typeof values), image: picture ?? undefined });
    },
    onSuccess: ({ data }) => {
      onPictureChange(null);
      if (data) form.resetDirty(profileFormValues(data));
    },
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Edit profile
          </Title>
          <FormAlert {...alertProps} />
          <ImagePicker
            inputLabel="Profile picture"
            chooseText="Change picture"
            hint="JPG or PNG, up to 2 MB"
            files={picture ? [picture] : []}
            onChange={([chosen = null]) => onPictureChange(chosen)}
            rules={{ maxBytes: PICTURE_MAX_BYTES }}
          />
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
          <Button type="submit" fullWidth mt="sm" loading={isPending}>
            Save changes
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

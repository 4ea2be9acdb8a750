import type { Profile } from '@faith-shield/contract/accounts/get-profile';
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';

/**
 * A sub user's organisation (spec 02 §3: read-only organisation details): its owner keeps them,
 * so they show as filled boxes that cannot be edited.
 */
export function OrganisationDetails({ profile }: { profile: Profile }) {
  const readOnly = { readOnly: true, variant: 'filled' } as const;
  return (
    <Stack gap="md" component="section" aria-labelledby="organisation-title">
      <Title order={2} fz="lg" id="organisation-title">
        Your organisation
      </Title>
      <Text c="dimmed" size="sm">
        Your administrator keeps these details.
      </Text>
      <TextInput label="Organization name" value={profile.worship_place_name} {...readOnly} />
      <TextInput label="Organization address" value={profile.worship_address} {...readOnly} />
      <TextInput label="Organization area" value={profile.area} {...readOnly} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput label="Organization city" value={profile.city} {...readOnly} />
        <TextInput label="Organization state" value={profile.state} {...readOnly} />
        <TextInput label="Organization zip code" value={profile.zip_code} {...readOnly} />
      </SimpleGrid>
    </Stack>
  );
}

import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type Props = {
  firstName: GetInputPropsReturnType;
  lastName: GetInputPropsReturnType;
};

/** First and last name side by side from 576 px, as sign-up and the profile ask for them. */
export function NameFields({ firstName, lastName }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput label="First name" withAsterisk autoComplete="given-name" {...firstName} />
      <TextInput label="Last name" withAsterisk autoComplete="family-name" {...lastName} />
    </SimpleGrid>
  );
}

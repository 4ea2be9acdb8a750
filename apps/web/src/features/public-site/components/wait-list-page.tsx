import type { WaitListDetails } from '@faith-shield/contract/public-site/add-wait-list';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { lazySchema } from '../../../lib/lazy-schema';
import { useLocation, useNavigate } from '../../../lib/navigation';
import { draftFrom, WAIT_LIST_PATHS, type WaitListStep } from '../wait-list-step';
import { WaitListCard } from './wait-list-card';

const detailsSchema = lazySchema(() =>
  import('@faith-shield/contract/public-site/add-wait-list').then((m) => m.WaitListDetailsSchema),
);

const EMPTY: WaitListDetails = { first_name: '', last_name: '', organization: '', email: '', zip_code: '' };

/** /waitlist (spec 01 §2, §5): step 1, the visitor's details, then Next to the questionnaire. */
export function WaitListPage({ title }: { title: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const location = useLocation();
  // Back from /question brings the details along, so nothing is typed twice.
  const form = useForm<WaitListDetails>({
    initialValues: draftFrom(location.state) ?? EMPTY,
    validate: detailsSchema.validate,
  });

  const handleSubmit = form.onSubmit(async () => {
    // The values passed the schema, so it is there: its parse gives them trimmed.
    const parsed = (await detailsSchema.load()).parse(form.getValues());
    const step: WaitListStep = { details: parsed };
    navigate(WAIT_LIST_PATHS.questions, { state: step });
  });

  return (
    <WaitListCard
      title="JOIN OUR WAITLIST"
      lead="Tell us about yourself and your place of worship. It takes two short steps."
    >
      <form noValidate {...detailsSchema.formProps(handleSubmit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput
            label="Name of faith-based organization"
            autoComplete="organization"
            {...form.getInputProps('organization')}
          />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Zip code"
            inputMode="numeric"
            autoComplete="postal-code"
            {...form.getInputProps('zip_code')}
          />
          <Button type="submit" size="md" fullWidth>
            Next
          </Button>
        </Stack>
      </form>
    </WaitListCard>
  );
}

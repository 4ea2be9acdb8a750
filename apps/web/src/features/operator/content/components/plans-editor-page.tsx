import type { OperatorPlan } from '@faith-shield/contract/operator-content/operator-plans';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useCallForm } from '../../../../components/forms/use-call-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { lazySchema } from '../../../../lib/lazy-schema';
import { operatorPlansQueryOptions, useOperatorPlans } from '../api/operator-plans';
import { operatorSavePlan } from '../api/operator-save-plan';
import { EditorPage } from './editor-page';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-plan').then((m) => m.SavePlanSchema),
);

type Values = { id: string; price: string; features: string };

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A feature's message belongs under the one features box. */
const onFeatures = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.startsWith('features') ? 'features' : key, message]),
  );

const priceText = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

function PlanCard({ plan }: { plan: OperatorPlan }) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm<Values>({
    schema,
    initialValues: { id: plan.id, price: priceText(plan.price), features: plan.features.join('\n') },
    validate: async (values) =>
      onFeatures(await schema.validate({ ...values, features: linesOf(values.features) })),
    send: (values) => operatorSavePlan({ ...values, features: linesOf(values.features) }),
    fieldErrors: onFeatures,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPlansQueryOptions().queryKey }),
  });

  const planName = `${plan.name} (${plan.type})`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={planName}>
      <form {...formProps}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} fz="lg">
              {planName}
            </Title>
            <Badge variant="light" color="gray">
              {plan.renewing} renewing
            </Badge>
          </Group>
          <FormAlert {...alertProps} />
          <TextInput
            label={`Price of ${planName} (USD)`}
            withAsterisk
            inputMode="decimal"
            leftSection="$"
            description={`Charged for new purchases and at each plan's next renewal; now $${priceText(plan.price)}.`}
            {...form.getInputProps('price')}
          />
          <Textarea
            label="Features (one per line)"
            autosize
            minRows={3}
            {...form.getInputProps('features')}
          />
          <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
            Save {planName}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /operator/content/plans: each price and its features; a new price applies from the next renewal. */
export function PlansEditorPage() {
  return (
    <EditorPage
      title="Plans and prices"
      hint="A period already paid keeps its price; a new price is charged from each plan's next renewal."
      query={useOperatorPlans()}
    >
      {(plans) => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {plans.map((plan) => (
            <PlanCard key={`${plan.id}:${plan.price}`} plan={plan} />
          ))}
        </SimpleGrid>
      )}
    </EditorPage>
  );
}

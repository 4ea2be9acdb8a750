import '@mantine/core/styles/Accordion.css';
import type { OperatorRiskCategory } from '@faith-shield/contract/operator-content/operator-save-risk-content';
import {
  Accordion,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useCallForm } from '../../../../components/forms/use-call-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { lazySchema } from '../../../../lib/lazy-schema';
import {
  operatorRiskContentQueryOptions,
  operatorSaveRiskCategory,
  operatorSaveRiskQuestion,
  type RiskQuestionFields,
  useOperatorRiskContent,
} from '../api/operator-risk-content';
import { EditorPage } from './editor-page';

const questionSchema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-risk-content').then(
    (m) => m.SaveRiskQuestionSchema,
  ),
);
const categorySchema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-risk-content').then(
    (m) => m.SaveRiskCategorySchema,
  ),
);

type Question = OperatorRiskCategory['questions'][number]['sub_questions'][number];
type Values = Omit<RiskQuestionFields, 'steps'> & { steps: string };

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const onSteps = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.startsWith('steps') ? 'steps' : key, message]),
  );

function QuestionForm({
  categoryId,
  parentId,
  question,
  label,
}: {
  categoryId: string;
  parentId?: string;
  question?: Question;
  label: string;
}) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm<Values>({
    schema: questionSchema,
    initialValues: {
      ...(question ? { id: question.id } : {}),
      ...(parentId ? { parent_id: parentId } : {}),
      category_id: categoryId,
      question: question?.question ?? '',
      weight: String(question?.weight ?? 1),
      priority: question?.priority ?? 'medium',
      good: question?.guidance.good ?? '',
      why: question?.guidance.why ?? '',
      steps: question?.guidance.steps.join('\n') ?? '',
    },
    validate: async (values) =>
      onSteps(await questionSchema.validate({ ...values, steps: linesOf(values.steps) })),
    send: (values) => operatorSaveRiskQuestion({ ...values, steps: linesOf(values.steps) }),
    fieldErrors: onSteps,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorRiskContentQueryOptions().queryKey });
      if (!question) form.reset();
    },
  });
  return (
    <form aria-label={label} {...formProps}>
      <Stack gap="xs">
        <FormAlert {...alertProps} />
        <Textarea label="Question" withAsterisk autosize minRows={2} {...form.getInputProps('question')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Select
            label="Weight"
            data={['1', '2', '3']}
            allowDeselect={false}
            {...form.getInputProps('weight')}
          />
          <Select
            label="Priority"
            allowDeselect={false}
            data={[
              { value: 'high', label: 'High' },
              { value: 'medium', label: 'Medium' },
              { value: 'low', label: 'Low' },
            ]}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Textarea
          label="What good looks like"
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('good')}
        />
        <Textarea label="Why it matters" withAsterisk autosize minRows={2} {...form.getInputProps('why')} />
        <Textarea label="First steps (one per line)" autosize minRows={2} {...form.getInputProps('steps')} />
        <Button type="submit" size="sm" loading={isPending} style={{ alignSelf: 'flex-start' }}>
          {question ? 'Save question' : 'Add sub-question'}
        </Button>
      </Stack>
    </form>
  );
}

function CategoryName({ category }: { category: OperatorRiskCategory }) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: categorySchema,
    initialValues: { id: category.id, category_name: category.category_name },
    send: operatorSaveRiskCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorRiskContentQueryOptions().queryKey }),
  });
  return (
    <form {...formProps}>
      <FormAlert {...alertProps} />
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Category name"
          withAsterisk
          style={{ flex: 1 }}
          {...form.getInputProps('category_name')}
        />
        <Button type="submit" variant="light" loading={isPending}>
          Save name
        </Button>
      </Group>
    </form>
  );
}

/** /operator/content/risk: categories, questions, sub-questions, weights and guidance. */
export function RiskEditorPage() {
  return (
    <EditorPage
      title="Risk assessment"
      hint="A weight (1–3) is how much a question counts in its category's score. Questions are never removed: organisations' answers name them."
      query={useOperatorRiskContent()}
    >
      {(categories) => (
        <>
          {categories.map((category) => (
            <Paper
              key={category.id}
              withBorder
              radius="lg"
              p={{ base: 'sm', sm: 'md' }}
              component="section"
              aria-label={category.category_name}
            >
              <Stack gap="sm">
                <CategoryName key={category.category_name} category={category} />
                <Accordion variant="separated" chevronPosition="left">
                  {category.questions.map((question) => (
                    <Accordion.Item key={question.id} value={question.id}>
                      <Accordion.Control>
                        <Group gap="xs" wrap="nowrap">
                          <Badge variant="light" color="gray">
                            ×{question.weight}
                          </Badge>
                          <Text size="sm">{question.question}</Text>
                        </Group>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <Stack gap="md">
                          <QuestionForm
                            key={JSON.stringify(question)}
                            categoryId={category.id}
                            question={question}
                            label={question.question}
                          />
                          {question.sub_questions.map((sub) => (
                            <Paper key={sub.id} withBorder p="sm" radius="md" ml={{ base: 0, sm: 'lg' }}>
                              <Text size="xs" c="dimmed" mb={4}>
                                Sub-question
                              </Text>
                              <QuestionForm
                                key={JSON.stringify(sub)}
                                categoryId={category.id}
                                question={sub}
                                label={sub.question}
                              />
                            </Paper>
                          ))}
                          <Paper withBorder p="sm" radius="md" ml={{ base: 0, sm: 'lg' }}>
                            <Text size="sm" fw={600} mb={4}>
                              New sub-question
                            </Text>
                            <QuestionForm
                              categoryId={category.id}
                              parentId={question.id}
                              label="New sub-question"
                            />
                          </Paper>
                        </Stack>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </Stack>
            </Paper>
          ))}
        </>
      )}
    </EditorPage>
  );
}

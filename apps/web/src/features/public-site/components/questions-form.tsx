import type { WaitListDetails } from '@faith-shield/contract/public-site/add-wait-list';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { Link } from 'wouter';
import type { BrowserLocationHook } from 'wouter/use-browser-location';
import { useCallForm } from '../../../components/forms/use-call-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { lazySchema } from '../../../lib/lazy-schema';
import { type Choices, questionDetail } from '../answers';
import { useAddWaitList } from '../api/add-wait-list';
import { WAIT_LIST_PATHS, type WaitListStep } from '../wait-list-step';
import { QuestionField } from './question-field';

const answersSchema = lazySchema(() =>
  import('@faith-shield/contract/public-site/add-wait-list').then((m) =>
    m.AddWaitListRequestSchema.pick({ question_detail: true }),
  ),
);

// The schema and the server name a question's message `question_detail.<id>` (decision 004):
// the form keeps each question's choice under that same path.
type Values = { question_detail: Choices };
const pathOf = (id: number) => `question_detail.${id}`;

type Props = { questions: WaitListQuestion[]; details: WaitListDetails; onDone: (message: string) => void };

/** spec 01 §2, §4, §5: the questions, 'Please enter answer' under each unanswered one, Submit. */
export function QuestionsForm({ questions, details, onDone }: Props) {
  const addWaitList = useAddWaitList();
  const detailOf = (values: Values) => questionDetail(questions, values.question_detail);
  const { form, formProps, alertProps, isPending } = useCallForm<Values>({
    schema: answersSchema,
    initialValues: { question_detail: Object.fromEntries(questions.map(({ id }) => [id, []])) },
    validate: (values) => answersSchema.validate({ question_detail: detailOf(values) }),
    send: (values) =>
      addWaitList.mutateAsync({ ...details, question_detail: JSON.stringify(detailOf(values)) }),
    // the congratulation is the next screen (wait-list-done.tsx), not a toast
    confirmation: false,
    onSuccess: ({ message }) => onDone(message),
  });

  const back: WaitListStep = { details };
  return (
    <form {...formProps}>
      <FormLoadingOverlay visible={isPending} />
      <Stack gap="lg">
        <FormAlert {...alertProps} />
        {questions.length === 0 && <EmptyState />}
        {questions.map((question, index) => (
          <Stack key={question.id} id={`question-${question.id}`} gap="lg">
            {index > 0 && <Divider />}
            <QuestionField
              question={question}
              number={index + 1}
              chosen={form.values.question_detail[question.id] ?? []}
              error={form.errors[pathOf(question.id)] as string | undefined}
              onChange={(chosen) => form.setFieldValue(pathOf(question.id), chosen)}
            />
          </Stack>
        ))}
        <Group justify="space-between" gap="sm">
          <Button
            component={Link<BrowserLocationHook>}
            to={WAIT_LIST_PATHS.details}
            state={back}
            variant="default"
          >
            Back
          </Button>
          <Button type="submit" loading={isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { WaitListDetails } from '@faith-shield/contract/public-site/add-wait-list';
import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { BrowserLocationHook } from 'wouter/use-browser-location';
import { useFirstErrorFocus } from '../../../components/forms/use-first-error-focus';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { PageLoader } from '../../../components/ui/page-loader';
import { answerErrors, type Choices, questionDetail, serverAnswerErrors } from '../answers';
import { useAddWaitList } from '../api/add-wait-list';
import { useWaitListQuestions } from '../api/get-wait-list-question';
import { WAIT_LIST_PATHS, type WaitListStep } from '../wait-list-step';
import { QuestionField } from './question-field';
import { WaitListCard } from './wait-list-card';

const questionAnchor = (id: number) => `question-${id}`;

type Props = { details: WaitListDetails; onDone: (message: string) => void };

/** spec 01 §2, §4, §5: the questions, 'Please enter answer' under each unanswered one, Submit. */
export function Questionnaire({ details, onDone }: Props) {
  const questions = useWaitListQuestions();
  const addWaitList = useAddWaitList();
  const [choices, setChoices] = useState<Choices>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isChecked, setIsChecked] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const list = questions.data ?? [];
  // The alert sits above the form and Submit at its foot: a failure brings its message into view.
  const { formRef, alertRef, showFirstError } = useFirstErrorFocus();

  const choose = (id: number, chosen: number[]) => {
    const next = { ...choices, [id]: chosen };
    setChoices(next);
    // once Submit was pressed, a message goes as soon as its question is answered
    if (isChecked) setErrors(answerErrors(questionDetail(list, next)));
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setIsChecked(true);
    const detail = questionDetail(list, choices);
    const found = answerErrors(detail);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showFirstError();
      return;
    }
    const answer = await addWaitList.mutateAsync({ ...details, question_detail: JSON.stringify(detail) });
    if (answer.status !== 1) {
      // spec 01 §8: the waitlist shows a status 0 message in a red alert above the form
      setErrors(serverAnswerErrors(answer.errors));
      setAlert(answer.message);
      showFirstError();
      return;
    }
    onDone(answer.message);
  };

  const back: WaitListStep = { details };
  return (
    <WaitListCard
      title="A few questions"
      lead="Help us understand your place of worship and its safety needs."
    >
      {questions.isPending && <PageLoader />}
      {questions.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {questions.error.message}
        </Alert>
      )}
      {questions.isSuccess && (
        <form ref={formRef} onSubmit={handleSubmit} noValidate>
          <FormLoadingOverlay visible={addWaitList.isPending} />
          <Stack gap="lg">
            <FormAlert message={alert} ref={alertRef} />
            {list.length === 0 && <EmptyState />}
            {list.map((question, index) => (
              <Stack key={question.id} id={questionAnchor(question.id)} gap="lg">
                {index > 0 && <Divider />}
                <QuestionField
                  question={question}
                  number={index + 1}
                  chosen={choices[question.id] ?? []}
                  error={errors[String(question.id)]}
                  onChange={(chosen) => choose(question.id, chosen)}
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
              <Button type="submit" loading={addWaitList.isPending}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </WaitListCard>
  );
}

import type { WaitListDetails } from '@faith-shield/contract/public-site/add-wait-list';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useWaitListQuestions } from '../api/get-wait-list-question';
import { QuestionsForm } from './questions-form';
import { WaitListCard } from './wait-list-card';

type Props = { details: WaitListDetails; onDone: (message: string) => void };

/** spec 01 §2: waitlist step 2, the questionnaire once its questions are loaded. */
export function Questionnaire({ details, onDone }: Props) {
  const questions = useWaitListQuestions();
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
      {questions.isSuccess && <QuestionsForm questions={questions.data} details={details} onDone={onDone} />}
    </WaitListCard>
  );
}

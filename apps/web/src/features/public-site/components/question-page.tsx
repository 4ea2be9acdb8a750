import { useMemo, useState } from 'react';
import { Redirect } from 'wouter';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useLocation } from '../../../lib/navigation';
import { detailsFrom } from '../wait-list-details';
import { WAIT_LIST_PATHS } from '../wait-list-step';
import { Questionnaire } from './questionnaire';
import { WaitListDone } from './wait-list-done';

/** /question (spec 01 §2): step 2; without step 1's details the visitor goes to /home. */
export function QuestionPage({ title }: { title: string }) {
  usePageTitle(title);
  const location = useLocation();
  const details = useMemo(() => detailsFrom(location.state), [location.state]);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (doneMessage !== null) return <WaitListDone message={doneMessage} />;
  if (!details) return <Redirect to={WAIT_LIST_PATHS.done} replace />;
  return <Questionnaire details={details} onDone={setDoneMessage} />;
}

import { type AnsweredQuestion, WAIT_LIST_MESSAGES } from '@faith-shield/contract/public-site/add-wait-list';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import type { WaitlistChoice } from '../../db/schema/index';
import { badRequest } from '../../http/api-error';

const fieldOf = (questionId: number) => `question_detail.${questionId}`;

/**
 * Checks the client's question_detail against the stored questionnaire, which is what counts:
 * every question answered, a radio question once, only known ids (spec 01 §5). Answers with
 * what was chosen, in the stored wording; refuses with one message per question otherwise.
 */
export function checkWaitListAnswers(
  questions: WaitListQuestion[],
  submitted: AnsweredQuestion[],
): WaitlistChoice[] {
  const errors: Record<string, string> = {};
  const sent = new Map(submitted.map((question) => [question.id, question]));
  const choices: WaitlistChoice[] = [];
  for (const question of questions) {
    const known = new Map(question.answers.map((answer) => [answer.id, answer]));
    const answers = sent.get(question.id)?.answers ?? [];
    const selectedIds = [...new Set(answers.filter((answer) => answer.status).map((answer) => answer.id))];
    if (answers.some((answer) => !known.has(answer.id)))
      errors[fieldOf(question.id)] = WAIT_LIST_MESSAGES.questionsChanged;
    else if (selectedIds.length === 0) errors[fieldOf(question.id)] = WAIT_LIST_MESSAGES.answer;
    else if (question.type === 'radio' && selectedIds.length > 1)
      errors[fieldOf(question.id)] = WAIT_LIST_MESSAGES.oneAnswer;
    else
      choices.push({
        id: question.id,
        name: question.name,
        type: question.type,
        answers: question.answers.filter((answer) => selectedIds.includes(answer.id)),
      });
  }
  const storedIds = new Set(questions.map((question) => question.id));
  for (const question of submitted)
    if (!storedIds.has(question.id)) errors[fieldOf(question.id)] = WAIT_LIST_MESSAGES.questionsChanged;

  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return choices;
}

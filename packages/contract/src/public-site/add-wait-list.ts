import { z } from 'zod';
import { defineCall } from '../shared/call';
import { WAIT_LIST_QUESTION_TYPES } from './get-wait-list-question';

/** spec 01 §5 (waitlist step 1) and §2 (the congratulation); the rest where the spec is silent. */
export const WAIT_LIST_MESSAGES = {
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  organization: 'Please enter name of faith-based organization',
  email: 'Please enter email',
  invalidEmail: 'Invalid email',
  zipCode: 'Please enter zip code',
  answer: 'Please enter answer',
  oneAnswer: 'Please choose only one answer',
  unreadable: 'Your answers could not be read. Please answer the questions again.',
  questionsChanged:
    'The questions have changed since you opened this page. Please reload it and answer them again.',
  joined:
    'Congratulations! You have joined the Faith Shield waitlist. A confirmation email is on its way to you.',
  alreadyJoined: 'You are already on our waitlist. We will be in touch soon.',
} as const;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));

/** spec 01 §5: waitlist step 1, the form headed JOIN OUR WAITLIST. */
export const WaitListDetailsSchema = z.object({
  first_name: requiredText(WAIT_LIST_MESSAGES.firstName, 'First name', 100),
  last_name: requiredText(WAIT_LIST_MESSAGES.lastName, 'Last name', 100),
  organization: requiredText(WAIT_LIST_MESSAGES.organization, 'Organization name', 200),
  email: requiredText(WAIT_LIST_MESSAGES.email, 'Email', 254).pipe(
    z.email({ error: WAIT_LIST_MESSAGES.invalidEmail }),
  ),
  zip_code: requiredText(WAIT_LIST_MESSAGES.zipCode, 'Zip code', 12),
});
export type WaitListDetails = z.infer<typeof WaitListDetailsSchema>;

/** spec 01 §3: a question as the client sends it back, each answer with its selected status. */
export const AnsweredQuestionSchema = z.object({
  id: z.number().int(),
  name: z.string().optional(),
  type: z.enum(WAIT_LIST_QUESTION_TYPES),
  answers: z.array(z.object({ id: z.number().int(), name: z.string().optional(), status: z.boolean() })),
});
export type AnsweredQuestion = z.infer<typeof AnsweredQuestionSchema>;

/**
 * spec 01 §5: each question needs at least one answer ('Please enter answer' under it); a
 * radio question takes one. Issues sit under the question's id, so the form and the server's
 * `errors` both read `question_detail.<id>`.
 */
export const AnsweredQuestionsSchema = z.array(AnsweredQuestionSchema).superRefine((questions, ctx) => {
  const seen = new Set<number>();
  for (const question of questions) {
    const path = [String(question.id)];
    const selected = question.answers.filter((answer) => answer.status).length;
    if (seen.has(question.id)) ctx.addIssue({ code: 'custom', message: WAIT_LIST_MESSAGES.unreadable, path });
    else if (selected === 0) ctx.addIssue({ code: 'custom', message: WAIT_LIST_MESSAGES.answer, path });
    else if (question.type === 'radio' && selected > 1)
      ctx.addIssue({ code: 'custom', message: WAIT_LIST_MESSAGES.oneAnswer, path });
    seen.add(question.id);
  }
});

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * question_detail travels as JSON text in a form field (spec 01 §3, §7); a JSON body may carry
 * the list itself. Text that is not a list of answered questions gets one plain message under
 * `question_detail`, not a trail of parser paths; the rules above keep their per-question keys.
 */
export const QuestionDetailSchema = z
  .custom<string | z.input<typeof AnsweredQuestionsSchema>>()
  .transform((value, ctx) => {
    if (value === undefined || value === '') {
      ctx.addIssue({ code: 'custom', message: WAIT_LIST_MESSAGES.answer });
      return z.NEVER;
    }
    const result = AnsweredQuestionsSchema.safeParse(typeof value === 'string' ? readJson(value) : value);
    if (result.success) return result.data;
    const rules = result.error.issues.filter((issue) => issue.code === 'custom');
    if (rules.length === 0) ctx.addIssue({ code: 'custom', message: WAIT_LIST_MESSAGES.unreadable });
    for (const issue of rules) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export const AddWaitListRequestSchema = WaitListDetailsSchema.extend({
  question_detail: QuestionDetailSchema,
});

/** spec 01 §7: the client reads status and message only. */
export const addWaitListCall = defineCall({
  name: 'add_wait_list',
  method: 'POST',
  access: 'public',
  request: AddWaitListRequestSchema,
  response: z.undefined(),
});

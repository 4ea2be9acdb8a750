import { describe, expect, it } from 'vitest';
import {
  AddWaitListRequestSchema,
  AnsweredQuestionsSchema,
  WaitListDetailsSchema,
} from './add-wait-list';

const radio = (...statuses: boolean[]) => ({
  id: 7,
  name: 'How large is your weekly attendance?',
  type: 'radio' as const,
  answers: statuses.map((status, index) => ({ id: 70 + index, name: `Size ${index}`, status })),
});

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('waitlist step 1 (spec 01 §5)', () => {
  it('trims fields and checks the e-mail', () => {
    const parsed = WaitListDetailsSchema.safeParse({
      first_name: ' Ruth ',
      last_name: 'Okafor',
      organization: 'Grace Fellowship Church',
      email: 'ruth@',
      zip_code: '37201',
    });
    expect(issuesOf(parsed)).toEqual([['email', 'Invalid email']]);
  });
});

describe('waitlist answers (spec 01 §5)', () => {
  it('needs one answer per question, one only on a radio question', () => {
    expect(AnsweredQuestionsSchema.safeParse([radio(false, true)]).success).toBe(true);
    expect(issuesOf(AnsweredQuestionsSchema.safeParse([radio(false, false)]))).toEqual([
      ['7', 'Please enter answer'],
    ]);
    expect(issuesOf(AnsweredQuestionsSchema.safeParse([radio(true, true)]))).toEqual([
      ['7', 'Please choose only one answer'],
    ]);
    expect(AnsweredQuestionsSchema.safeParse([{ ...radio(true, true), type: 'checkbox' }]).success).toBe(
      true,
    );
  });

  it('reads question_detail from JSON text, reporting unreadable text once', () => {
    const base = {
      first_name: 'Ruth',
      last_name: 'Okafor',
      organization: 'Grace',
      email: 'r@example.org',
      zip_code: '1',
    };
    const ok = AddWaitListRequestSchema.safeParse({
      ...base,
      question_detail: JSON.stringify([radio(true, false)]),
    });
    expect(ok.data?.question_detail[0]?.answers[0]?.status).toBe(true);
    const bad = AddWaitListRequestSchema.safeParse({ ...base, question_detail: '[{"id":' });
    expect(issuesOf(bad)).toEqual([
      ['question_detail', 'Your answers could not be read. Please answer the questions again.'],
    ]);
    const rule = AddWaitListRequestSchema.safeParse({
      ...base,
      question_detail: JSON.stringify([radio(false)]),
    });
    expect(issuesOf(rule)).toEqual([['question_detail.7', 'Please enter answer']]);
  });
});

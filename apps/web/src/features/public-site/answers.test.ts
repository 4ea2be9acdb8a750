import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import { describe, expect, it } from 'vitest';
import { questionDetail } from './answers';

const QUESTIONS: WaitListQuestion[] = [
  {
    id: 3,
    name: 'Size?',
    type: 'radio',
    answers: [
      { id: 30, name: 'Small' },
      { id: 31, name: 'Large' },
    ],
  },
  {
    id: 4,
    name: 'Concerns?',
    type: 'checkbox',
    answers: [
      { id: 40, name: 'Theft' },
      { id: 41, name: 'Fire' },
    ],
  },
];

describe('the questionnaire (spec 01 §3, §5)', () => {
  it('sends every answer with its selected status', () => {
    expect(questionDetail(QUESTIONS, { 4: [40, 41] })).toEqual([
      {
        id: 3,
        name: 'Size?',
        type: 'radio',
        answers: [
          { id: 30, name: 'Small', status: false },
          { id: 31, name: 'Large', status: false },
        ],
      },
      {
        id: 4,
        name: 'Concerns?',
        type: 'checkbox',
        answers: [
          { id: 40, name: 'Theft', status: true },
          { id: 41, name: 'Fire', status: true },
        ],
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ContentCategory, ContentParent, ContentQuestion } from './risk-content';
import { type Answers, overallScore, scoreCategory } from './score';

const question = (id: string, weight: number, subs: ContentQuestion[] = []): ContentParent => ({
  id,
  categoryId: 'c',
  parentId: null,
  question: id,
  weight,
  priority: 'high',
  good: '',
  why: '',
  steps: [],
  subQuestions: subs,
});
const sub = (id: string, weight: number): ContentQuestion => ({ ...question(id, weight), parentId: 'p' });

const category: ContentCategory = {
  id: 'c',
  categoryName: 'C',
  questions: [question('a', 3, [sub('a1', 1), sub('a2', 2)]), question('b', 2), question('c', 1)],
};

const answers = (entries: Record<string, 0 | 1 | 2>): Answers => new Map(Object.entries(entries));

describe('scoreCategory', () => {
  it('is 0 with nothing answered, every question and sub-question possible', () => {
    expect(scoreCategory(category, answers({}))).toEqual({
      score: 0,
      answered: 0,
      total: 3,
      earned: 0,
      possible: 9,
    });
  });

  it('earns a question’s weight for a Yes and its sub-questions’ only under that Yes', () => {
    expect(scoreCategory(category, answers({ a: 1, a1: 1, b: 0, c: 1 }))).toEqual({
      score: 56, // 5 of 9
      answered: 4,
      total: 5,
      earned: 5,
      possible: 9,
    });
  });

  it('ignores sub-answers under a No (they are neither shown nor earned)', () => {
    expect(scoreCategory(category, answers({ a: 0, a1: 1, a2: 1 }))).toMatchObject({
      score: 0,
      answered: 1,
      total: 3,
    });
  });

  it('is 100 when everything is Yes', () => {
    expect(scoreCategory(category, answers({ a: 1, a1: 1, a2: 1, b: 1, c: 1 })).score).toBe(100);
  });
});

describe('overallScore', () => {
  it('weighs categories by their possible weight, not one vote each', () => {
    const big = { score: 100, answered: 9, total: 9, earned: 9, possible: 9 };
    const small = { score: 0, answered: 1, total: 1, earned: 0, possible: 1 };
    expect(overallScore([big, small])).toEqual({ score: 90, answered: 10, total: 10 });
    expect(overallScore([])).toEqual({ score: 0, answered: 0, total: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import riskSeed from '../../seed/risk-assessment.json' with { type: 'json' };

const questions = riskSeed.categories.flatMap((category) => category.questions);
const everyQuestion = questions.flatMap((question) => [question, ...(question.sub_questions ?? [])]);

describe('the seeded risk assessment', () => {
  it('covers the areas of CISA’s guidance for houses of worship', () => {
    expect(riskSeed.categories.map((category) => category.category_name)).toEqual([
      'Perimeter and Parking',
      'Access Control and Doors',
      'Surveillance and Lighting',
      'Emergency Plans and Drills',
      'Medical Readiness',
      'Security Team',
      'Communications',
      'Cyber and Information',
    ]);
  });

  it('gives every question and sub-question a unique id, a weight, a priority and guidance', () => {
    const ids = [...riskSeed.categories.map((category) => category.id), ...everyQuestion.map((q) => q.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of everyQuestion) {
      expect([1, 2, 3], question.id).toContain(question.weight);
      expect(['high', 'medium', 'low'], question.id).toContain(question.priority);
      expect(question.question.endsWith('?'), question.id).toBe(true);
      expect(question.guidance.good.length, question.id).toBeGreaterThan(30);
      expect(question.guidance.why.length, question.id).toBeGreaterThan(30);
      expect(question.guidance.steps.length, question.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('names real questions in the fixed lists of /interior and /administration (spec 02 §2)', () => {
    const ids = new Set(questions.map((question) => question.id));
    for (const item of [...riskSeed.lists.interior, ...riskSeed.lists.administration])
      expect(ids.has(item.question_id), item.question_id).toBe(true);
  });
});

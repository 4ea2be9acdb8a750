/** Whose screens a risk link opens: the owner's (/exterior/{id}) or a sub user's (/subuser-exterior/{id}). */
export type RiskArea = 'owner' | 'subUser';

const prefix = (area: RiskArea) => (area === 'owner' ? '/' : '/subuser-');

/** spec 02 §2: a category's questions. */
export const exteriorPath = (area: RiskArea, categoryId: string) =>
  `${prefix(area)}exterior/${encodeURIComponent(categoryId)}`;

/** spec 02 §2: a question's detail; which one travels in the query (the spec's route has no id). */
export const detailPath = (area: RiskArea, categoryId: string, questionId: string) =>
  `${prefix(area)}detail?${new URLSearchParams({ category: categoryId, question: questionId })}`;

export const interiorPath = (area: RiskArea) => `${prefix(area)}interior`;
export const administrationPath = (area: RiskArea) => `${prefix(area)}administration`;

// No zod here: the screens show these on first load and import the schemas on first use.
/** What the risk-assessment calls answer. The spec shows none of these; the wording is ours. */
export const RISK_MESSAGES = {
  assessment: 'Risk assessment',
  category: 'Risk category',
  saved: 'Your answers have been saved.',
  plan: 'Action plan',
  assigned: 'The action item has been assigned.',
  done: 'The action item has been marked done.',
  reopened: 'The action item has been reopened.',
  download: 'Assessment',
  categoryNotFound: 'This risk category was not found.',
  questionNotFound: 'This question was not found.',
  itemNotFound: 'This action item was not found.',
  memberNotFound: 'This sub user was not found.',
  // DESIGN.md §4: Recommendations come with every plan (Basic and up)
  planNeeded: 'Recommendations are part of every plan. Please choose a subscription.',
} as const;

/** Field messages of the answers and of the assign form. */
export const RISK_FIELD_MESSAGES = {
  question: 'Please answer at least one question.',
  status: 'Please answer Yes or No.',
  id: 'Please choose a risk category.',
  questionId: 'Please choose an action item.',
  userId: 'Please select a sub user',
  dueDate: 'Please enter due date',
  dueDatePast: 'The due date cannot be in the past.',
} as const;

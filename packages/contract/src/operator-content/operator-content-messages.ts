// No zod here: the console's screens show these without loading the schemas.
/** What the operator's content calls answer (docs/decisions/023-operator-content-editing.md). */
export const OPERATOR_CONTENT_MESSAGES = {
  homePageSaved: 'The home page has been saved.',
  homeTitle: 'Please enter the home page title.',
  itemTitle: 'Please enter a title.',
  tooLong: 'This text is too long.',
  plans: 'Plans and prices',
  planSaved: 'The plan has been saved. A new price is charged from the next renewal.',
  planNotFound: 'This plan was not found.',
  price: 'Please enter a price.',
  priceFormat: 'Please enter a price in dollars, e.g. 39 or 39.99.',
  feature: 'Please enter each feature, or remove the empty line.',
  news: 'News posts',
  newsSaved: 'The news post has been saved.',
  newsDeleted: 'The news post has been deleted.',
  newsNotFound: 'This news post was not found.',
  newsTitle: 'Please enter a title.',
  newsDescription: 'Please enter a description.',
  newsDate: 'Please enter the date as YYYY-MM-DD.',
  newsStatus: 'Please choose draft or published.',
  newsImage: 'Please select image',
  directorsSaved: 'The Board Of Directors has been saved.',
  directorName: 'Please enter the name.',
  directorRole: 'Please enter the role.',
  legalSaved: 'The page has been saved.',
  legalTitle: 'Please enter the page title.',
  legalBody: 'Please enter the page text.',
  riskContent: 'Risk assessment content',
  riskCategorySaved: 'The risk category has been saved.',
  riskQuestionSaved: 'The risk question has been saved.',
  riskCategoryNotFound: 'This risk category was not found.',
  riskQuestionNotFound: 'This risk question was not found.',
  riskCategoryName: 'Please enter the category name.',
  riskQuestion: 'Please enter the question.',
  riskWeight: 'Please choose a weight of 1, 2 or 3.',
  riskPriority: 'Please choose high, medium or low.',
  riskGood: 'Please enter what good looks like.',
  riskWhy: 'Please enter why it matters.',
  riskStep: 'Please enter each step, or remove the empty line.',
  riskSubOfSub: 'A sub-question cannot have sub-questions of its own.',
  resources: 'Resources',
  resourceSaved: 'The resource has been saved.',
  resourceDeleted: 'The resource has been deleted.',
  resourceNotFound: 'This resource was not found.',
  categorySaved: 'The category has been saved.',
  categoryNotFound: 'This category was not found.',
  categoryTitle: 'Please enter the category title.',
  category: 'Please select a category',
  questionsSaved: 'The waitlist questions have been saved.',
  questionName: 'Please enter the question.',
  questionType: 'Please choose checkbox or radio.',
  answerName: 'Please enter the answer.',
  answersNeeded: 'Please give the question at least one answer.',
} as const;

/** A news post is seen by owners (get_blog) only once published. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Longest line of text a content field takes; rich text gets more room. */
export const TEXT_MAX = 500;
export const RICH_TEXT_MAX = 20_000;

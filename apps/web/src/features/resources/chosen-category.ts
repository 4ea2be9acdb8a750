import type { Resource, ResourceCategory } from '@faith-shield/contract/resources/resource-schemas';

/** The filter's first choice: every category (spec 02 §2, 'All plus categories'). */
export const ALL = 'all';

/** The filter's choices: All, then the categories in their order. */
export const categoryChoices = (categories: ResourceCategory[]) => [
  { value: ALL, label: 'All' },
  ...categories.map((category) => ({ value: category.id, label: category.title })),
];

/** The category a choice asks resources_with_category for; null for All or one no longer listed. */
export const categoryToAsk = (choice: string, categories: ResourceCategory[]) =>
  choice !== ALL && categories.some((category) => category.id === choice) ? choice : null;

/** The title of a resource's category, shown beside its date while All is chosen. */
export const categoryTitleOf =
  (categories: ResourceCategory[]) => (resource: Pick<Resource, 'category_id'>) =>
    categories.find((category) => category.id === resource.category_id)?.title;

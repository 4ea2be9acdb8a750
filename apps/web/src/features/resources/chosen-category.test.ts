import { describe, expect, it } from 'vitest';
import { ALL, categoryChoices, categoryTitleOf, categoryToAsk } from './chosen-category';

const CATEGORIES = [
  { id: 'c1', title: 'Evacuation', image: '/media/resources/categories/evacuation.webp' },
  { id: 'c2', title: 'Lockdown', image: '/media/resources/categories/lockdown.webp' },
];

describe('the resource hub’s category filter (spec 02 §2)', () => {
  it('offers All, then the categories in their order', () => {
    expect(categoryChoices(CATEGORIES)).toEqual([
      { value: ALL, label: 'All' },
      { value: 'c1', label: 'Evacuation' },
      { value: 'c2', label: 'Lockdown' },
    ]);
    expect(categoryChoices([])).toEqual([{ value: ALL, label: 'All' }]);
  });

  it('asks resources_with_category for a listed category only; All and a vanished one read the whole hub', () => {
    expect(categoryToAsk('c2', CATEGORIES)).toBe('c2');
    expect(categoryToAsk(ALL, CATEGORIES)).toBeNull();
    expect(categoryToAsk('gone', CATEGORIES)).toBeNull();
  });

  it('names a resource’s category', () => {
    expect(categoryTitleOf(CATEGORIES)({ category_id: 'c2' })).toBe('Lockdown');
    expect(categoryTitleOf(CATEGORIES)({ category_id: 'x' })).toBeUndefined();
  });
});

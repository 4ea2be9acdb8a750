import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { SimpleGrid } from '@mantine/core';
import { EmptyState } from '../ui/empty-state';
import { ContentCard } from './content-card';

type Item = Omit<Resource, 'category_id'>;

/**
 * The resources or posts of a screen, one column on a phone and two from tablets; 'Coming
 * soon' when there are none (spec 02 §2).
 */
export function ContentList<T extends Item>({
  items,
  label,
  categoryOf,
}: {
  items: T[];
  label: string;
  categoryOf?: (item: T) => string | undefined;
}) {
  if (items.length === 0) return <EmptyState kind="comingSoon" />;
  return (
    <SimpleGrid component="section" aria-label={label} cols={{ base: 1, md: 2 }} spacing="md">
      {items.map((item) => (
        <ContentCard key={item.id} item={item} category={categoryOf?.(item)} />
      ))}
    </SimpleGrid>
  );
}

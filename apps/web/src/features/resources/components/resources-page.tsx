import { Text } from '@mantine/core';
import { ContentList } from '../../../components/content/content-list';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { categoryTitleOf } from '../chosen-category';
import { useChosenResources } from '../use-chosen-resources';
import { CategoryFilter } from './category-filter';

/**
 * /resources and /resource (spec 02 §2): the owner's resource hub, the drills and training
 * scenarios of every category or of the one chosen in the filter.
 */
export function ResourcesPage({ title }: { title: string }) {
  usePageTitle(title);
  const chosen = useChosenResources();

  if (chosen.error)
    return (
      <LoadError title={title} message={chosen.error.message} onRetry={() => void chosen.retry()} size="md" />
    );

  return (
    <SignedInPage title={title} size="md">
      <Text c="dimmed">Drills and training scenarios to practise with your security team.</Text>
      {chosen.hub.isSuccess && (
        <CategoryFilter categories={chosen.categories} choice={chosen.choice} onChoose={chosen.choose} />
      )}
      {chosen.isPending || !chosen.resources ? (
        <PageLoader />
      ) : (
        <ContentList
          items={chosen.resources}
          label="Resources"
          categoryOf={categoryTitleOf(chosen.categories)}
        />
      )}
    </SignedInPage>
  );
}

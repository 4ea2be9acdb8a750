import { NativeSelect, Text } from '@mantine/core';
import { ContentList } from '../../../components/content/content-list';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { categoryChoices, categoryTitleOf } from '../chosen-category';
import { useChosenResources } from '../use-chosen-resources';

/**
 * /subuser-resource (spec 02 §2): Resource hub, subtitle Drills/Training scenarios, a category
 * dropdown (All plus categories); videos play inline with their poster; 'Coming soon' when empty.
 */
export function SubUserResourcesPage({ title }: { title: string }) {
  usePageTitle(title);
  const chosen = useChosenResources();

  if (chosen.error)
    return (
      <LoadError title={title} message={chosen.error.message} onRetry={() => void chosen.retry()} size="md" />
    );

  return (
    <SignedInPage title={title} size="md">
      <Text fw={600} c="dimmed" mt={-8}>
        Drills/Training scenarios
      </Text>
      <NativeSelect
        label="Category"
        data={categoryChoices(chosen.categories)}
        value={chosen.choice}
        onChange={(event) => chosen.choose(event.currentTarget.value)}
        disabled={!chosen.hub.isSuccess}
        size="md"
        maw={360}
      />
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

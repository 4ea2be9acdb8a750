import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { openConfirm } from '../../../components/ui/confirm';
import { listGrid } from '../../../components/ui/list-grid';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { showAnswer, showSuccess } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { WhenFirstOpened } from '../../../components/ui/when-first-opened';
import { shareLink } from '../../../lib/share-link';
import { useDeleteInventory } from '../api/delete-inventory';
import { useInventories } from '../api/get-inventories';
import { useSearchInventroy } from '../api/search-inventroy';
import { viewUrlOf } from '../view-url';
import { InventoryRow } from './inventory-row';

// Seldom needed (no share sheet and no clipboard): its modal's code comes when it is.
const ShareFallback = lazy(() => import('./share-fallback').then((m) => ({ default: m.ShareFallback })));

/**
 * A row is about 150 px tall on a phone: six fill even a tall phone's screen, and the next are
 * drawn as it scrolls (or at once, where the end of the six is still on screen).
 */
const ROWS_FIRST = 6;

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

export const deleteItemQuestion = (title: string) => `Are you sure you want to delete ${title}?`;

/**
 * /manage-inventory (spec 02 §2): search, add, and per item view, edit, share (the device's
 * share sheet with the view URL, else the link copied) and delete behind a Yes/No modal.
 */
export function ManageInventoryPage({ title }: { title: string }) {
  usePageTitle(title);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const all = useInventories(keyword === '');
  const found = useSearchInventroy(keyword);
  const list = keyword ? found : all;
  const remove = useDeleteInventory();
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);

  const share = async (item: InventoryItem) => {
    const url = viewUrlOf(item.id);
    const outcome = await shareLink({ title: item.title, url });
    if (outcome === 'copied') showSuccess('Link copied. Anyone with the link can see this item.');
    if (outcome === 'failed') setFallbackUrl(url);
  };
  const askToDelete = (item: InventoryItem) =>
    openConfirm({
      title: 'Delete item',
      message: deleteItemQuestion(item.title),
      onConfirm: async () => {
        const answer = await remove.mutateAsync(item.id);
        showAnswer(answer);
      },
    });

  if (list.isError)
    return <LoadError title={title} size="md" message={list.error.message} onRetry={() => list.refetch()} />;

  return (
    <SignedInPage title={title} size="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Search inventory"
          placeholder="Title, model, serial number or location"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Button component={Link} href="/add-inventory" leftSection={<IconPlus size={18} aria-hidden />}>
          Add new
        </Button>
      </Group>
      {list.isPending && <PageLoader />}
      <PagedList
        items={list.data?.pages.flat()}
        row={(item) => (
          <InventoryRow
            key={item.id}
            item={item}
            onShare={(chosen) => void share(chosen)}
            onDelete={(chosen) => void askToDelete(chosen)}
            isDeleting={remove.isPending && remove.variables === item.id}
          />
        )}
        container={listGrid('Inventory items')}
        firstRows={ROWS_FIRST}
        next={list}
      />
      <WhenFirstOpened opened={fallbackUrl !== null}>
        <ShareFallback url={fallbackUrl} onClose={() => setFallbackUrl(null)} />
      </WhenFirstOpened>
    </SignedInPage>
  );
}

import { useRoute } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useEditInventory } from '../api/edit-inventory';
import { useInventoryView } from '../api/get-inventroy-by-id';
import { useInventoryCategories } from '../api/inventory-categories';
import { InventoryForm } from './inventory-form';

/**
 * /edit-inventory/{id} (spec 02 §2: title 'Edit inventory'): the item as get_inventroy_by_id
 * answers it, its location found by name among the organisation's (names are unique there).
 */
export function EditInventoryPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>('/edit-inventory/:id');
  const id = params?.id ?? '';
  const item = useInventoryView(id);
  const locations = useInventoryCategories();
  const edit = useEditInventory();

  const failed = item.error ?? locations.error;
  if (failed)
    return (
      <LoadError
        title={title}
        size="md"
        message={failed.message}
        onRetry={() => {
          void item.refetch();
          void locations.refetch();
        }}
      />
    );
  if (!item.data || !locations.data)
    return (
      <SignedInPage title={title} size="md">
        <PageLoader />
      </SignedInPage>
    );
  const name = item.data.locations.name.toLowerCase();
  const locationId = locations.data.find((location) => location.name.toLowerCase() === name)?.id ?? '';
  return (
    <SignedInPage title={title} size="md">
      <InventoryForm
        key={item.data.id}
        mode="edit"
        id={item.data.id}
        currentImage={item.data.image}
        initial={{
          title: item.data.title,
          price: item.data.price,
          location_id: locationId,
          model_number: item.data.model_number,
          serial_number: item.data.serial_number,
        }}
        onSave={({ image, ...values }) => edit.mutateAsync({ ...values, image: image ?? undefined })}
      />
    </SignedInPage>
  );
}

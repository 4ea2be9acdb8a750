import { SignedInPage } from '../../../components/layout/signed-in-page';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAddInventory } from '../api/add-inventory';
import { InventoryForm } from './inventory-form';

/** /add-inventory (spec 02 §2, §5): a new item; success → /manage-inventory. */
export function AddInventoryPage({ title }: { title: string }) {
  usePageTitle(title);
  const add = useAddInventory();
  return (
    <SignedInPage title={title} size="md">
      <InventoryForm
        mode="add"
        onSave={({ image, ...values }) => add.mutateAsync({ ...values, image: image ?? undefined })}
      />
    </SignedInPage>
  );
}

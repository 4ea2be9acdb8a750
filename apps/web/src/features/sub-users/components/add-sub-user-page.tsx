import { SignedInPage } from '../../../components/layout/signed-in-page';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAddSubUser } from '../api/add-sub-user';
import { SubUserForm } from './sub-user-form';

/** /add-subuser (spec 02 §2, §5): a new member of the owner's team; success → /subuser. */
export function AddSubUserPage({ title }: { title: string }) {
  usePageTitle(title);
  const add = useAddSubUser();
  return (
    <SignedInPage title={title} size="md">
      <SubUserForm mode="add" onSave={add.mutateAsync} />
    </SignedInPage>
  );
}

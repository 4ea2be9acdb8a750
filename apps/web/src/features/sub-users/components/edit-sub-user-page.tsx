import { useRoute } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSubUserDetail } from '../api/get-sub-user-deatil';
import { useUpdateSubUser } from '../api/update-sub-user';
import { SubUserForm } from './sub-user-form';

/** /edit-subuser/{id} (spec 02 §2, §5): the member's details, password optional; success → /subuser. */
export function EditSubUserPage({ title }: { title: string }) {
  usePageTitle(title);
  // The app's router matches routes itself (app/routes.ts), so the id is read from the path here.
  const [, params] = useRoute<{ id: string }>('/edit-subuser/:id');
  const id = params?.id ?? '';
  const detail = useSubUserDetail(id);
  const update = useUpdateSubUser();

  if (detail.isError)
    return (
      <LoadError title={title} size="md" message={detail.error.message} onRetry={() => detail.refetch()} />
    );
  return (
    <SignedInPage title={title} size="md">
      {detail.isPending ? (
        <PageLoader />
      ) : (
        <SubUserForm key={detail.data.id} mode="edit" member={detail.data} onSave={update.mutateAsync} />
      )}
    </SignedInPage>
  );
}

import { SignedInPage } from '../../../components/layout/signed-in-page';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useAddCertificate } from '../api/add-certificate';
import { OWN_PATHS, type OwnArea } from '../certificate-paths';
import { CertificateForm } from './certificate-form';

function AddOwnCertificate({ title, area }: { title: string; area: OwnArea }) {
  usePageTitle(title);
  const add = useAddCertificate();
  return (
    <SignedInPage title={title} size="md">
      <CertificateForm
        kind="add"
        listPath={OWN_PATHS[area].list}
        onSave={({ id: _id, user_id: _userId, image, ...values }) =>
          add.mutateAsync({ ...values, image: image ?? undefined })
        }
      />
    </SignedInPage>
  );
}

/** /add-certificate (spec 02 §2): success → /certificate. */
export const AddCertificatePage = ({ title }: { title: string }) => (
  <AddOwnCertificate title={title} area="owner" />
);

/** /subuser-add-certificate (spec 02 §2, §8): success → /subuser-certificates. */
export const SubUserAddCertificatePage = ({ title }: { title: string }) => (
  <AddOwnCertificate title={title} area="subUser" />
);

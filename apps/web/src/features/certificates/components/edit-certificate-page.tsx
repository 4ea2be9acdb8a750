import { useRoute } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useCertificateDetail } from '../api/get-certificate-detail';
import { useUpdateCertificate } from '../api/update-certificate';
import { OWN_PATHS, type OwnArea } from '../certificate-paths';
import { CertificateForm } from './certificate-form';

const PATTERNS: Record<OwnArea, string> = {
  owner: '/edit-certificate/:id',
  subUser: '/subuser-edit-certificate/:id',
};

function EditOwnCertificate({ title, area }: { title: string; area: OwnArea }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>(PATTERNS[area]);
  const detail = useCertificateDetail(params?.id ?? '');
  const update = useUpdateCertificate();

  if (detail.isError)
    return (
      <LoadError title={title} size="md" message={detail.error.message} onRetry={() => detail.refetch()} />
    );
  return (
    <SignedInPage title={title} size="md">
      {detail.isPending ? (
        <PageLoader />
      ) : (
        <CertificateForm
          key={detail.data.id}
          kind="edit"
          certificate={detail.data}
          listPath={OWN_PATHS[area].list}
          onSave={({ user_id: _userId, image, ...values }) =>
            update.mutateAsync({ ...values, image: image ?? undefined })
          }
        />
      )}
    </SignedInPage>
  );
}

/** /edit-certificate/{id} (spec 02 §2): submits to /certificate. */
export const EditCertificatePage = ({ title }: { title: string }) => (
  <EditOwnCertificate title={title} area="owner" />
);

/** /subuser-edit-certificate/{id} (spec 02 §2, §8): success → /subuser-certificates. */
export const SubUserEditCertificatePage = ({ title }: { title: string }) => (
  <EditOwnCertificate title={title} area="subUser" />
);

import { useRoute } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useTeamCertificateDetail } from '../api/get-sub-users-certificate-detail';
import { useUpdateTeamCertificate } from '../api/update-sub-user-certificate';
import { TEAM_PATHS } from '../certificate-paths';
import { CertificateForm } from './certificate-form';

/** /edit-certificates/{id}/{user_id} (spec 02 §2): a member's certificate; submits to /subuser-certificate. */
export function EditTeamCertificatePage({ title }: { title: string }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string; user_id: string }>('/edit-certificates/:id/:user_id');
  const detail = useTeamCertificateDetail(params?.id ?? '', params?.user_id ?? '');
  const update = useUpdateTeamCertificate();

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
          kind="team"
          certificate={detail.data}
          listPath={TEAM_PATHS.list}
          onSave={({ image, ...values }) => update.mutateAsync({ ...values, image: image ?? undefined })}
        />
      )}
    </SignedInPage>
  );
}

import { useRoute } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useCertificateDetail } from '../api/get-certificate-detail';
import { useTeamCertificateDetail } from '../api/get-sub-users-certificate-detail';
import { OWN_PATHS, type OwnArea, TEAM_PATHS } from '../certificate-paths';
import { CertificateDetails } from './certificate-details';

const PATTERNS: Record<OwnArea, string> = {
  owner: '/view-certificate/:id',
  subUser: '/subuser-view-certificate/:id',
};

function ViewOwnCertificate({ title, area }: { title: string; area: OwnArea }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>(PATTERNS[area]);
  const detail = useCertificateDetail(params?.id ?? '');
  if (detail.isError)
    return (
      <LoadError title={title} size="md" message={detail.error.message} onRetry={() => detail.refetch()} />
    );
  const paths = OWN_PATHS[area];
  return (
    <SignedInPage title={title} size="md">
      {detail.isPending ? (
        <PageLoader />
      ) : (
        <CertificateDetails
          certificate={detail.data}
          editHref={paths.edit(detail.data.id)}
          listHref={paths.list}
        />
      )}
    </SignedInPage>
  );
}

/** /view-certificate/{id} (spec 02 §2). */
export const ViewCertificatePage = ({ title }: { title: string }) => (
  <ViewOwnCertificate title={title} area="owner" />
);

/** /subuser-view-certificate/{id} (spec 02 §2). */
export const SubUserViewCertificatePage = ({ title }: { title: string }) => (
  <ViewOwnCertificate title={title} area="subUser" />
);

/** /view-certificates/{id}/{user_id} (spec 02 §2): a member's certificate, for the owner. */
export function ViewTeamCertificatePage({ title }: { title: string }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string; user_id: string }>('/view-certificates/:id/:user_id');
  const detail = useTeamCertificateDetail(params?.id ?? '', params?.user_id ?? '');
  if (detail.isError)
    return (
      <LoadError title={title} size="md" message={detail.error.message} onRetry={() => detail.refetch()} />
    );
  return (
    <SignedInPage title={title} size="md">
      {detail.isPending ? (
        <PageLoader />
      ) : (
        <CertificateDetails
          certificate={detail.data}
          holder={`${detail.data.first_name} ${detail.data.last_name}`.trim()}
          editHref={TEAM_PATHS.edit(detail.data.id, detail.data.user_id)}
          listHref={TEAM_PATHS.list}
        />
      )}
    </SignedInPage>
  );
}

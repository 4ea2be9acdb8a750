import { DELETE_CERTIFICATE_QUESTION } from '@faith-shield/contract/certificates/certificate-messages';
import { TIERS } from '@faith-shield/contract/shared/constants';
import { Button, Group } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { openConfirm } from '../../../components/ui/confirm';
import { listGrid } from '../../../components/ui/list-grid';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { showAnswer } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSession } from '../../../lib/session';
import { useDeleteCertificate } from '../api/delete-certificate-by-id';
import { useCertificates } from '../api/get-certificates';
import { OWN_PATHS, type OwnArea } from '../certificate-paths';
import { CertificateRow } from './certificate-row';

/** Asks the spec's question (spec 02 §2), then deletes on Yes; the row leaves on success. */
export const confirmCertificateDelete = (remove: () => Promise<{ status: number; message: string }>) =>
  openConfirm({
    title: 'Delete certificate',
    message: DELETE_CERTIFICATE_QUESTION,
    onConfirm: async () => {
      const answer = await remove();
      showAnswer(answer);
    },
  });

function OwnCertificates({ title, area }: { title: string; area: OwnArea }) {
  usePageTitle(title);
  const certificates = useCertificates();
  const remove = useDeleteCertificate();
  const paths = OWN_PATHS[area];
  const { subscriptionsId } = useSession();
  const seesTeam = area === 'owner' && (TIERS.advance as readonly number[]).includes(subscriptionsId);

  if (certificates.isError)
    return (
      <LoadError
        title={title}
        size="md"
        message={certificates.error.message}
        onRetry={() => certificates.refetch()}
      />
    );
  return (
    <SignedInPage title={title} size="md">
      <Group gap="sm">
        <Button component={Link} href={paths.add} leftSection={<IconPlus size={18} aria-hidden />}>
          Add certificates
        </Button>
        {seesTeam && (
          <Button
            component={Link}
            href="/subuser-certificate"
            variant="light"
            leftSection={<IconUsersGroup size={18} aria-hidden />}
          >
            Sub user certificates
          </Button>
        )}
      </Group>
      {certificates.isPending && <PageLoader />}
      <PagedList
        items={certificates.data}
        row={(certificate) => (
          <CertificateRow
            key={certificate.id}
            certificate={certificate}
            viewHref={paths.view(certificate.id)}
            editHref={paths.edit(certificate.id)}
            onDelete={() => void confirmCertificateDelete(() => remove.mutateAsync(certificate.id))}
            isDeleting={remove.isPending && remove.variables === certificate.id}
          />
        )}
        container={listGrid('Certificates')}
      />
    </SignedInPage>
  );
}

/** /certificate (spec 02 §2): the owner's own, with links to add and to the team's. */
export const CertificatesPage = ({ title }: { title: string }) => (
  <OwnCertificates title={title} area="owner" />
);

/** /subuser-certificates (spec 02 §2): a sub user's own. */
export const SubUserCertificatesPage = ({ title }: { title: string }) => (
  <OwnCertificates title={title} area="subUser" />
);

import { certificateExpiry } from '@faith-shield/contract/certificates/certificate-expiry';
import type { TeamCertificate } from '@faith-shield/contract/certificates/certificate-form';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { listGrid } from '../../../components/ui/list-grid';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useTeamCertificates } from '../api/get-sub-users-certificates';
import { useDeleteTeamCertificate } from '../api/sub-users-certificate-delete';
import { localToday } from '../certificate-dates';
import { TEAM_PATHS } from '../certificate-paths';
import { CertificateRow } from './certificate-row';
import { confirmCertificateDelete } from './certificates-page';

type Filter = 'all' | 'attention';

const needsAttention = (certificate: TeamCertificate, today: string) =>
  certificateExpiry(certificate.expiration_date, today).state !== 'valid';

/**
 * /subuser-certificate (spec 02 §2): the team's certificates, with their holders; filtered on
 * request to those expiring within 30 days or expired (DESIGN.md §4b).
 */
export function TeamCertificatesPage({ title }: { title: string }) {
  usePageTitle(title);
  const certificates = useTeamCertificates();
  const remove = useDeleteTeamCertificate();
  const [filter, setFilter] = useState<Filter>('all');

  if (certificates.isError)
    return (
      <LoadError
        title={title}
        size="md"
        message={certificates.error.message}
        onRetry={() => certificates.refetch()}
      />
    );
  const today = localToday();
  const shown = certificates.data?.filter((certificate) =>
    filter === 'all' ? true : needsAttention(certificate, today),
  );
  const choice = (value: Filter, label: string) => (
    <Button
      variant={filter === value ? 'filled' : 'default'}
      aria-pressed={filter === value}
      onClick={() => setFilter(value)}
    >
      {label}
    </Button>
  );

  return (
    <SignedInPage title={title} size="md">
      <Group gap="xs" role="group" aria-label="Show">
        {choice('all', 'All')}
        {choice('attention', 'Expiring or expired')}
      </Group>
      {certificates.isPending && <PageLoader />}
      <PagedList
        items={shown}
        row={(certificate) => (
          <CertificateRow
            key={certificate.id}
            certificate={certificate}
            holder={`${certificate.first_name} ${certificate.last_name}`.trim()}
            viewHref={TEAM_PATHS.view(certificate.id, certificate.user_id)}
            editHref={TEAM_PATHS.edit(certificate.id, certificate.user_id)}
            onDelete={() =>
              void confirmCertificateDelete(() =>
                remove.mutateAsync({ id: certificate.id, userId: certificate.user_id }),
              )
            }
            isDeleting={remove.isPending && remove.variables?.id === certificate.id}
          />
        )}
        container={listGrid('Sub user certificates')}
      />
    </SignedInPage>
  );
}

import { certificateName } from '@faith-shield/contract/certificates/certificate-fields';
import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ImageThumbnail } from '../../../components/images/image-thumbnail';
import { showDay } from '../certificate-dates';
import { ExpiryBadge } from './expiry-badge';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

type Props = { certificate: Certificate; holder?: string; editHref: string; listHref: string };

/** A certificate as its view screens show it: image, type, fields, state, and the way to edit. */
export function CertificateDetails({ certificate, holder, editHref, listHref }: Props) {
  const name = certificateName(certificate);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            {holder && (
              <Text fw={600} c="navy.9">
                {holder}
              </Text>
            )}
            <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
          </Stack>
          <ExpiryBadge expirationDate={certificate.expiration_date} />
        </Group>
        <ImageThumbnail src={certificate.image} alt={`${name} certificate`} wide={{ height: 240 }} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Detail label="Type" value={certificate.type} />
          <Detail label="Licence number" value={certificate.licence_number} />
          <Detail label="Issue date" value={showDay(certificate.issue_date)} />
          <Detail label="Expiration date" value={showDay(certificate.expiration_date)} />
        </SimpleGrid>
        <Detail label="Description" value={certificate.description} />
        <Group gap="sm">
          <Button component={Link} href={editHref} leftSection={<IconPencil size={18} aria-hidden />}>
            Edit
          </Button>
          <Button
            component={Link}
            href={listHref}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Back to the list
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

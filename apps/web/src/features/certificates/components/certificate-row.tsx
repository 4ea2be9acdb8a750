import { certificateName } from '@faith-shield/contract/certificates/certificate-fields';
import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ImageThumbnail } from '../../../components/images/image-thumbnail';
import { showDay } from '../certificate-dates';
import { ExpiryBadge } from './expiry-badge';

type Props = {
  certificate: Certificate;
  /** The holder's name, on the owner's list of the team's. */
  holder?: string;
  viewHref: string;
  editHref: string;
  onDelete: () => void;
  isDeleting: boolean;
};

/** One certificate of a list (spec 02 §2): its state, and edit, view and delete. */
export function CertificateRow({ certificate, holder, viewHref, editHref, onDelete, isDeleting }: Props) {
  const name = certificateName(certificate);
  const label = holder ? `${holder}'s ${name}` : name;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ImageThumbnail src={certificate.image} alt={`${label} certificate`} size={64} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            {holder && (
              <Text size="sm" fw={600} c="navy.9">
                {holder}
              </Text>
            )}
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Licence {certificate.licence_number}
              {certificate.expiration_date ? ` · Expires ${showDay(certificate.expiration_date)}` : ''}
            </Text>
            <div>
              <ExpiryBadge expirationDate={certificate.expiration_date} />
            </div>
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end">
          <ActionIcon component={Link} href={viewHref} variant="light" size={44} aria-label={`View ${label}`}>
            <IconEye size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon component={Link} href={editHref} variant="light" size={44} aria-label={`Edit ${label}`}>
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="outline"
            color="red.9"
            size={44}
            aria-label={`Delete ${label}`}
            loading={isDeleting}
            onClick={onDelete}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}

import type { MonthYear } from '@faith-shield/contract/reports/report-fields';
import { sharedReportPath } from '@faith-shield/contract/reports/report-share';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconShare, IconShareOff } from '@tabler/icons-react';
import { useState } from 'react';
import { openConfirm } from '../../../components/ui/confirm';
import { showError, showSuccess } from '../../../components/ui/toast';
import { shareLink } from '../../../lib/share-link';
import { useReportShare } from '../api/get-report-share';
import { useShareReport } from '../api/share-report';
import { useStopSharingReport } from '../api/stop-sharing-report';

type Props = { period: MonthYear; isOwner: boolean };

/**
 * Share: the device's share sheet (else the link copied, else shown) with the public page of
 * this month; Stop sharing ends the link (an owner's: every report link of the organisation).
 */
export function ShareControls({ period, isOwner }: Props) {
  const share = useReportShare();
  const start = useShareReport();
  const stop = useStopSharingReport();
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);

  const shareNow = async () => {
    try {
      const token = share.data?.user_id ?? (await start.mutateAsync()).user_id;
      if (!token) return;
      const url = `${window.location.origin}${sharedReportPath(token, period.month, period.year)}`;
      const outcome = await shareLink({ title: 'Monthly report', url });
      if (outcome === 'copied') showSuccess('Link copied. Anyone with the link can read this report.');
      if (outcome === 'failed') setFallbackUrl(url);
    } catch (error) {
      showError((error as Error).message);
    }
  };

  const stopNow = () =>
    openConfirm({
      title: 'Stop sharing',
      message: isOwner
        ? 'Stop sharing? Every report link of your organisation will stop working.'
        : 'Stop sharing? Your report link will stop working.',
      onConfirm: async () => {
        try {
          await stop.mutateAsync();
          showSuccess('The report is no longer shared.');
        } catch (error) {
          showError((error as Error).message);
        }
      },
    });

  return (
    <>
      <Group gap="sm">
        <Button
          variant="light"
          size="md"
          leftSection={<IconShare size={18} aria-hidden />}
          loading={start.isPending}
          onClick={() => void shareNow()}
        >
          Share
        </Button>
        {share.data?.shared && (
          <Button
            variant="subtle"
            color="red.9"
            size="md"
            leftSection={<IconShareOff size={18} aria-hidden />}
            loading={stop.isPending}
            onClick={stopNow}
          >
            Stop sharing
          </Button>
        )}
      </Group>
      {share.data?.shared && (
        <Text size="sm" c="dimmed">
          Shared: anyone with the link can read your reports, without signing in.
        </Text>
      )}
      <Modal
        opened={fallbackUrl !== null}
        onClose={() => setFallbackUrl(null)}
        title="Share this report"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">Anyone with this link can read the report, without signing in.</Text>
          <TextInput
            label="Link to the report"
            value={fallbackUrl ?? ''}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-autofocus
          />
        </Stack>
      </Modal>
    </>
  );
}

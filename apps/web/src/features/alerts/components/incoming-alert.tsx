import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { alertTime } from '../alert-time';
import { alertPath } from '../alert-words';
import { AnswerPanel } from './answer-panel';

/**
 * The full-screen alert (spec 03 §2): kind, message, sender, time and the answer buttons; the
 * all-clear when it is closed. It stays until its reader closes it.
 */
export function IncomingAlert({ frame, onClose }: { frame: AlertLiveFrame; onClose: () => void }) {
  const { alert } = frame;
  const isClosed = frame.event === 'closed' || alert.status === 'closed';
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      closeOnClickOutside={false}
      title={isClosed ? 'All clear' : `Emergency alert: ${alert.kind}`}
      styles={{
        header: {
          background: isClosed ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)',
          color: 'white',
        },
        title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' },
      }}
    >
      <Stack gap="md" pt="md" maw={560} mx="auto">
        {isClosed ? (
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon color="green.8" size={72} radius="xl" aria-hidden>
              <IconCircleCheck size={48} />
            </ThemeIcon>
            <Title order={2}>All clear</Title>
            <Text fz="lg">{alert.closing_note || `The ${alert.kind.toLowerCase()} alert is over.`}</Text>
          </Stack>
        ) : (
          <>
            <Stack gap={6}>
              <Text fw={800} fz={28} c="red.9" lh={1.2}>
                <IconAlertTriangle size={28} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
                {alert.kind}
              </Text>
              <Text fz="lg">{alert.message}</Text>
              {alert.location_note && <Text fw={600}>Where: {alert.location_note}</Text>}
              <Text size="sm" c="dimmed">
                {alert.sent_by} · {alert.worship_place_name} · {alertTime(alert.created_at)}
              </Text>
            </Stack>
            <AnswerPanel alertId={alert.id} />
          </>
        )}
        <Button component={Link} href={alertPath(alert.id)} variant="light" size="md" onClick={onClose}>
          Open the alert
        </Button>
        <Button variant="subtle" size="md" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}

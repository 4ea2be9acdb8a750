import type { AlertDetail } from '@faith-shield/contract/alerts/alert-fields';
import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import { Badge, Group, Alert as Notice, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRoute } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { getProfileQueryOptions } from '../../../lib/calls/get-profile';
import { alertDayTime } from '../alert-time';
import { getAlertDetailQueryOptions, useAlertDetail } from '../api/get-alert-detail';
import { countsOf, mergeAnswer } from '../roll-call';
import { AlertCounts } from './alert-counts';
import { AnswerPanel } from './answer-panel';
import { CloseAlertForm } from './close-alert-form';
import { RollCallBoard } from './roll-call-board';
import { useAlertFrames } from './use-alert-frames';

/** A live answer drawn at once; the server's answer follows when the board sees every row. */
const withAnswer = (detail: AlertDetail, frame: AlertLiveFrame): AlertDetail => {
  if (!frame.answer) return detail;
  const shown = detail.can_manage || frame.answer.answer === 'help';
  const answers = shown
    ? mergeAnswer(detail.answers, frame.answer)
    : detail.answers.filter((row) => row.user_id !== frame.answer?.user_id);
  return { ...detail, answers, counts: detail.can_manage ? countsOf(answers) : detail.counts };
};

function AlertHeader({ alert }: { alert: AlertDetail }) {
  const isActive = alert.status === 'active';
  return (
    <Paper withBorder radius="lg" p="md" bg={isActive ? 'red.0' : undefined}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Text fw={800} fz="xl" c={isActive ? 'red.9' : undefined}>
            {alert.kind}
          </Text>
          <Badge color={isActive ? 'red.8' : 'gray.7'} variant="filled" size="lg">
            {isActive ? 'Active' : 'Closed'}
          </Badge>
        </Group>
        <Text fz="lg">{alert.message}</Text>
        {alert.location_note && <Text fw={600}>Where: {alert.location_note}</Text>}
        <Text size="sm" c="dimmed">
          {alert.received
            ? `From ${alert.worship_place_name}${alert.distance_miles === null ? '' : `, ${alert.distance_miles.toFixed(1)} miles away`}`
            : `Sent by ${alert.created_by}`}{' '}
          · {alertDayTime(alert.created_at)}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /alerts/{id} (spec 03 §2): the roll-call board for the sender, owner and leaders, the answer
 * buttons for every member, kept live by the app's connection; 'All clear' closes it.
 */
export function AlertPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>('/alerts/:id');
  const id = params?.id ?? '';
  const detail = useAlertDetail(id);
  const queryClient = useQueryClient();
  const myId = useQuery(getProfileQueryOptions()).data?.id;
  const { queryKey } = getAlertDetailQueryOptions(id);

  useAlertFrames((frame) => {
    if (frame.alert.id !== id) return;
    if (frame.event === 'answer')
      queryClient.setQueryData(queryKey, (old) => (old ? withAnswer(old, frame) : old));
    else void queryClient.invalidateQueries({ queryKey });
  });

  if (detail.isError)
    return <LoadError title={title} message={detail.error.message} onRetry={() => detail.refetch()} />;
  if (detail.isPending)
    return (
      <SignedInPage title={title}>
        <PageLoader />
      </SignedInPage>
    );
  const alert = detail.data;
  const isActive = alert.status === 'active';
  const mine = alert.answers.find((row) => row.user_id === myId);
  return (
    <SignedInPage title={title}>
      <AlertHeader alert={alert} />
      {!isActive && (
        <Notice color="green" variant="filled" title="All clear" role="status">
          {alert.closing_note || 'This alert is closed.'}
          {alert.closed_at && ` · ${alertDayTime(alert.closed_at)}`}
        </Notice>
      )}
      {!alert.received && alert.can_manage && <AlertCounts counts={alert.counts} />}
      {!alert.received && isActive && <AnswerPanel alertId={alert.id} current={mine?.answer} />}
      {!alert.received && (
        <RollCallBoard rows={alert.answers} label={alert.can_manage ? 'Roll-call' : 'Need help'} />
      )}
      {!alert.received && alert.can_manage && isActive && <CloseAlertForm alertId={alert.id} />}
    </SignedInPage>
  );
}

import type { MonthYear } from '@faith-shield/contract/reports/report-fields';
import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { isOwner, useSession } from '../../../lib/session';
import { useReport } from '../api/get-report';
import { PeriodPickers } from './period-pickers';
import { ReportView } from './report-view';
import { ShareControls } from './share-controls';

const currentPeriod = (): MonthYear => {
  const now = new Date();
  return { month: now.getMonth() + 1, year: now.getFullYear() };
};

/**
 * /monthly-reports (owner: the organisation's events) and /subuser-monthly-reports (a member:
 * the events assigned to them), spec 02 §2: month and year pickers opening on the current
 * month, the totals, the event table, Download and Share.
 */
export function MonthlyReportsPage({ title }: { title: string }) {
  usePageTitle(title);
  const [period, setPeriod] = useState(currentPeriod);
  const report = useReport(period);
  const owner = isOwner(useSession());

  return (
    <SignedInPage title={title} size="md">
      <Stack gap="md">
        <PeriodPickers period={period} onChange={setPeriod} />
        <Group>
          <ShareControls period={period} isOwner={owner} />
        </Group>
        {report.isError && <FormAlert message={report.error.message} />}
        {report.isPending ? (
          <PageLoader />
        ) : (
          <ReportView report={report.data} month={period.month} year={period.year} />
        )}
      </Stack>
    </SignedInPage>
  );
}

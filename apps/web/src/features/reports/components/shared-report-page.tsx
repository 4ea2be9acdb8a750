import { MONTH_NAMES } from '@faith-shield/contract/reports/report-messages';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearch } from 'wouter';
import { PublicPage } from '../../../components/layout/public-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useSharedReport } from '../api/get-shared-report';
import { periodFrom } from '../report-dates';
import { ReportView } from './report-view';

/**
 * /monthly-reports-view?user_id&month&year (spec 02 §2): a shared report, read without sign-in:
 * the report and its PDF, nothing else. `user_id` is the share token (DESIGN.md §4).
 */
export function SharedReportPage({ title }: { title: string }) {
  usePageTitle(title);
  const search = useSearch();
  const token = new URLSearchParams(search).get('user_id') ?? '';
  const period = periodFrom(search, new Date());
  const report = useSharedReport(token, period);

  return (
    <PublicPage size="md">
      <Stack gap="lg">
        {report.isPending && token !== '' && <PageLoader />}
        {(report.isError || token === '') && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            title={title}
          >
            {report.error?.message ?? 'This report is not shared.'} The link may have been stopped, or it is
            incomplete.
          </Alert>
        )}
        {report.data && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Stack gap={2}>
                <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                  {report.data.worship_place_name}
                </Title>
                <Text c="dimmed">
                  Monthly report, {MONTH_NAMES[period.month - 1]} {period.year}
                </Text>
              </Stack>
              <ReportView report={report.data} month={period.month} year={period.year} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </PublicPage>
  );
}

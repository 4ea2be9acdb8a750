import '@mantine/core/styles/Typography.css';
import type { LegalPageSlug } from '@faith-shield/contract/public-site/legal-page';
import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import { Alert, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { PublicPage } from '../../../components/layout/public-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useLegalPage } from '../api/legal-page';
import classes from './legal-body.module.css';

/** /privacy and /terms (spec 01 §2's footer links; docs/decisions/004): the stored page. */
function LegalPage({ slug, title }: { slug: LegalPageSlug; title: string }) {
  usePageTitle(title);
  const page = useLegalPage(slug);

  return (
    <PublicPage size="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {page.isPending && <PageLoader />}
        {page.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {page.error.message}
          </Alert>
        )}
        {page.isSuccess && (
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 28, sm: 36 }} c="navy.9">
                {page.data.title}
              </Title>
              {/* spec 01 §9: dates read DD MMM, YYYY */}
              <Text c="gray.7" fz="sm">
                Last updated {dayjs(page.data.updated_at).format(DATE_FORMATS.date)}
              </Text>
            </Stack>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises body_html (docs/decisions/004) */}
            <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: page.data.body_html }} />
          </Stack>
        )}
      </Paper>
    </PublicPage>
  );
}

export function PrivacyPage({ title }: { title: string }) {
  return <LegalPage slug="privacy" title={title} />;
}

export function TermsPage({ title }: { title: string }) {
  return <LegalPage slug="terms" title={title} />;
}

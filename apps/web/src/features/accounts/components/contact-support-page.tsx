import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { getHomePageQueryOptions } from '../../../lib/calls/home-page';

/** /contact-customer-support (spec 01 §2): the support e-mail as a mail link. */
export function ContactSupportPage({ title = 'Customer Support' }: { title?: string }) {
  usePageTitle(title);
  // the site's contact e-mail (home_page) is the support address
  const { data: email, isPending } = useQuery({
    ...getHomePageQueryOptions(),
    select: (page) => page.contact_email,
  });

  return (
    <SignedInPage title={title}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Text>
            Questions about your account, your plan or the app? Write to our support team and we will get back
            to you.
          </Text>
          {isPending ? (
            <PageLoader />
          ) : email ? (
            <Anchor
              href={`mailto:${email}`}
              fw={600}
              fz="lg"
              py={10}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 8, wordBreak: 'break-all' }}
            >
              <IconMail size={22} aria-hidden />
              {email}
            </Anchor>
          ) : (
            <Text c="dimmed">The support address could not be loaded. Please try again later.</Text>
          )}
        </Stack>
      </Paper>
    </SignedInPage>
  );
}

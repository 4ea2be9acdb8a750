import { Button, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { getProfileQueryOptions, useCanManageRoster } from '../../../components/duty-roster/api/get-profile';
import { MyDuties } from '../../../components/duty-roster/my-duties';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AwayDates } from './away-dates';

/** /my-duties (spec 03 §4): the member's duties (answer, check in and out) and their away dates. */
export function MyDutiesPage({ title }: { title: string }) {
  usePageTitle(title);
  const profile = useQuery(getProfileQueryOptions());
  const canManage = useCanManageRoster();
  return (
    <SignedInPage title={title}>
      <Title order={2} fz="lg">
        Duties ahead
      </Title>
      <MyDuties />
      <AwayDates userId={profile.data?.id} />
      {canManage && (
        <Button component={Link} href="/posts" variant="light" mih={44}>
          Posts
        </Button>
      )}
    </SignedInPage>
  );
}

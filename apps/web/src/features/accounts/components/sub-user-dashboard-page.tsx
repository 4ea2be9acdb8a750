import { Skeleton, Stack, Text } from '@mantine/core';
import { AlertButton } from '../../../components/alerts/alert-button';
import { ResourceHubSection } from '../../../components/content/resource-hub-section';
import { MyDuties } from '../../../components/duty-roster/my-duties';
import { ReportIncidentButton } from '../../../components/incidents/report-incident-button';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { MemberRecommendations } from '../../../components/recommendations/member-recommendations';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { UpcomingEvents } from '../../../components/upcoming-events/upcoming-events';
import { useFreshProfile as useProfile } from '../../../lib/calls/get-profile';

/** The member and their organisation, from the profile the shell's plan check loads too. */
function Greeting() {
  const { data: profile, isPending } = useProfile();
  if (isPending)
    return (
      <Stack gap={6} role="status" aria-label="Loading">
        <Skeleton h={22} w="60%" />
        <Skeleton h={16} w="40%" />
      </Stack>
    );
  const firstName = profile?.first_name.trim();
  return (
    <Stack gap={2}>
      <Text fz="lg" fw={600}>
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </Text>
      {profile?.worship_place_name && (
        <Text c="dimmed" data-testid="organisation-name">
          {profile.worship_place_name}
        </Text>
      )}
    </Stack>
  );
}

/** spec 03 §1: team leaders send alerts from here too. */
function LeaderAlertButton() {
  const { data: profile } = useProfile();
  return profile?.leader === 'Yes' ? <AlertButton /> : null;
}

/** /subuser-dashboard (spec 02 §2): where a sub user lands after login (spec 01 §4). */
export function SubUserDashboardPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <SignedInPage title={title} size="sm">
      <Greeting />
      <LeaderAlertButton />
      <ReportIncidentButton />
      <MyDuties limit={2} />
      <MemberRecommendations />
      <UpcomingEvents audience="subuser" />
      <ResourceHubSection />
    </SignedInPage>
  );
}

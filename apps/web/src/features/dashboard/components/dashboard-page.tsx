import { Button } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'wouter';
import { AlertButton } from '../../../components/alerts/alert-button';
import { MyDuties } from '../../../components/duty-roster/my-duties';
import { ReportIncidentButton } from '../../../components/incidents/report-incident-button';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { OwnerRecommendations } from '../../../components/recommendations/owner-recommendations';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { UpcomingEvents } from '../../../components/upcoming-events/upcoming-events';
import { useSession } from '../../../lib/session';
import { manageInventoryTarget, showsRecommendations, showsResourceBlock } from '../dashboard-gating';
import { ResourceBlock } from './resource-block';

/**
 * /dashboard (spec 01 §2): upcoming events, the Manage Inventory button and, for ids 1, 3
 * and 4, the resource block. Light on purpose: it is the owner's first screen after login.
 */
export function DashboardPage({ title }: { title: string }) {
  usePageTitle(title);
  const { subscriptionsId } = useSession();

  return (
    <SignedInPage title={title}>
      <AlertButton />
      <ReportIncidentButton />
      <MyDuties limit={2} />
      <UpcomingEvents audience="owner" />
      <Button
        component={Link}
        to={manageInventoryTarget(subscriptionsId)}
        size="md"
        leftSection={<IconPackage size={20} aria-hidden />}
      >
        Manage Inventory
      </Button>
      {showsRecommendations(subscriptionsId) && <OwnerRecommendations />}
      {showsResourceBlock(subscriptionsId) && <ResourceBlock />}
    </SignedInPage>
  );
}

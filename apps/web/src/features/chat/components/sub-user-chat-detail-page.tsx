import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useProfile } from '../../../lib/calls/get-profile';
import { Conversation } from './conversation';

/** /subuser-chat-detail (spec 02 §2): the sub user's chat with their administrator (main_id). */
export function SubUserChatDetailPage({ title }: { title: string }) {
  usePageTitle(title);
  const profile = useProfile();
  if (profile.isError)
    return <LoadError title={title} message={profile.error.message} onRetry={() => profile.refetch()} />;
  if (profile.isPending) return <PageLoader />;
  const administrator = profile.data.main_id;
  if (!administrator) return <EmptyState />;
  return <Conversation title={title} partnerId={administrator} />;
}

import { useQueryClient } from '@tanstack/react-query';
import { useRoute } from 'wouter';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { getSubUserQueryOptions } from '../../../lib/calls/get-sub-user';
import { Conversation } from './conversation';

/** /chat-detail/{id} (spec 02 §2): the owner's conversation with an owner or a member; back to /chat. */
export function ChatDetailPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, params] = useRoute<{ id: string }>('/chat-detail/:id');
  const id = params?.id ?? '';
  const team = useQueryClient().getQueryData(getSubUserQueryOptions().queryKey);
  const isMember = team?.some((member) => member.id === id) ?? false;
  return (
    <Conversation
      key={id}
      title={title}
      partnerId={id}
      {...(isMember ? { type: 'sub_user' as const } : {})}
    />
  );
}

import type { Post } from '@faith-shield/contract/duty-roster/roster-fields';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { confirm } from '../../../components/ui/confirm';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { showAnswer } from '../../../components/ui/toast';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';
import { PostForm } from './post-form';

function PostRow({ post, onEdit }: { post: Post; onEdit: () => void }) {
  const remove = useDeletePost();
  const onDelete = async () => {
    if (!(await confirm({ message: `Delete the post ${post.name}? Its duties at events ahead go with it.` })))
      return;
    const answer = await remove.mutateAsync(post.id);
    showAnswer(answer);
  };
  return (
    <Paper withBorder radius="lg" p="md" component="li" aria-label={post.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{post.name}</Text>
          <Text size="sm" c="dimmed">
            {post.required_certificate === 'None'
              ? 'No certificate needed'
              : `Needs ${post.required_certificate}`}
          </Text>
          {post.description && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {post.description}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            miw={44}
            mih={44}
            px="xs"
            aria-label={`Edit ${post.name}`}
            onClick={onEdit}
          >
            <IconPencil size={18} aria-hidden />
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            miw={44}
            mih={44}
            px="xs"
            aria-label={`Delete ${post.name}`}
            loading={remove.isPending}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** /posts (spec 03 §4): the owner and leaders lay out the posts a service needs. */
export function PostsPage({ title }: { title: string }) {
  usePageTitle(title);
  const posts = usePosts();
  const [editing, setEditing] = useState<Post | 'new' | null>(null);
  if (posts.isError)
    return <LoadError title={title} message={posts.error.message} onRetry={() => posts.refetch()} />;
  return (
    <SignedInPage title={title}>
      <Button mih={44} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
        Add post
      </Button>
      {posts.isPending && <PageLoader />}
      <PagedList
        items={posts.data}
        row={(post) => <PostRow key={post.id} post={post} onEdit={() => setEditing(post)} />}
        label="Posts"
        gap="sm"
        empty={<EmptyState description="Main door, car park, children's wing, first aid…" />}
      />
      {editing && <PostForm post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </SignedInPage>
  );
}

import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import { Badge, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallForm } from '../../../../components/forms/use-call-form';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../../components/ui/form-loading-overlay';
import { lazySchema } from '../../../../lib/lazy-schema';
import { operatorDeleteNewsPost } from '../api/operator-delete-news-post';
import { operatorNewsQueryOptions, useOperatorNews } from '../api/operator-news';
import { operatorSaveNewsPost } from '../api/operator-save-news-post';
import { ContentItemRow } from './content-item-row';
import { EditorPage } from './editor-page';
import { FormActions } from './form-actions';
import { MediaFields, type MediaValues, mediaPayload, mediaProblems, mediaValuesOf } from './media-fields';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-news-post').then((m) => m.SaveNewsPostSchema),
);

type Values = MediaValues & {
  id: string;
  title: string;
  description: string;
  resource_date: string;
  status: 'draft' | 'published';
};

const today = () => new Date().toISOString().slice(0, 10);
const valuesOf = (post: OperatorNewsPost | null): Values => ({
  id: post?.id ?? '',
  title: post?.title ?? '',
  description: post?.description ?? '',
  resource_date: post?.resource_date ?? today(),
  status: post?.status ?? 'draft',
  ...mediaValuesOf(post),
});

function NewsPostForm({ post, onDone }: { post: OperatorNewsPost | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm<Values>({
    schema,
    initialValues: valuesOf(post),
    validate: async (values) => ({
      ...(await schema.validate(values)),
      ...(await mediaProblems(values, post)),
    }),
    send: ({ id, title, description, resource_date, status, ...media }) =>
      operatorSaveNewsPost({
        title,
        description,
        resource_date,
        status,
        ...(id ? { id } : {}),
        ...mediaPayload(media),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorNewsQueryOptions().queryKey });
      if (!post) form.reset();
      onDone();
    },
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      pos="relative"
      component="section"
      aria-label="News post"
    >
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {post ? `Edit “${post.title}”` : 'New post'}
          </Title>
          <FormAlert {...alertProps} />
          <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('resource_date')} />
          <Radio.Group label="Status" withAsterisk {...form.getInputProps('status')}>
            <Group gap="lg" mt={6}>
              <Radio value="draft" label="Draft: only the console sees it" />
              <Radio value="published" label="Published: in News & Blog" />
            </Group>
          </Radio.Group>
          <MediaFields form={form} current={post} />
          <FormActions submitLabel="Save post" isSaving={isPending} onCancel={post ? onDone : undefined} />
        </Stack>
      </form>
    </Paper>
  );
}

function PostRow({ post, onEdit }: { post: OperatorNewsPost; onEdit: () => void }) {
  const queryClient = useQueryClient();
  return (
    <ContentItemRow
      title={post.title}
      details={
        <Group gap="xs">
          <Badge variant="light" color={post.status === 'published' ? 'green' : 'gray'}>
            {post.status === 'published' ? 'Published' : 'Draft'}
          </Badge>
          <Text size="sm" c="dimmed">
            {post.type === 'Video' ? 'Video · ' : ''}
            {post.resource_date}
          </Text>
        </Group>
      }
      onEdit={onEdit}
      deleteItem={() => operatorDeleteNewsPost(post.id)}
      onDeleted={() => queryClient.invalidateQueries({ queryKey: operatorNewsQueryOptions().queryKey })}
    />
  );
}

/** /operator/content/news: posts, drafts first seen here; only published ones reach News & Blog. */
export function NewsEditorPage() {
  const [editing, setEditing] = useState<OperatorNewsPost | null>(null);
  return (
    <EditorPage
      title="News"
      hint="Owners and their teams see a post in News & Blog once it is published."
      query={useOperatorNews()}
    >
      {(posts) => (
        <>
          <NewsPostForm key={editing?.id ?? 'new'} post={editing} onDone={() => setEditing(null)} />
          {posts.length === 0 ? (
            <EmptyState />
          ) : (
            <Stack gap="xs" component="section" aria-label="Posts">
              {posts.map((post) => (
                <PostRow key={post.id} post={post} onEdit={() => setEditing(post)} />
              ))}
            </Stack>
          )}
        </>
      )}
    </EditorPage>
  );
}

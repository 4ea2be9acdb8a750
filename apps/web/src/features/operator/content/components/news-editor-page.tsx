import type { OperatorNewsPost } from '@faith-shield/contract/operator-content/operator-news';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import {
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../../components/ui/confirm';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../../components/ui/form-loading-overlay';
import { showError, showSuccess } from '../../../../components/ui/toast';
import { imageFileProblem } from '../../../../lib/image-file-check';
import { lazySchema } from '../../../../lib/lazy-schema';
import { operatorDeleteNewsPost } from '../api/operator-delete-news-post';
import { operatorNewsQueryOptions, useOperatorNews } from '../api/operator-news';
import { operatorSaveNewsPost } from '../api/operator-save-news-post';
import { EditorPage } from './editor-page';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-news-post').then((m) => m.SaveNewsPostSchema),
);

type Values = {
  id: string;
  title: string;
  description: string;
  resource_date: string;
  status: 'draft' | 'published';
  image: File | null;
};

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: Values = { id: '', title: '', description: '', resource_date: '', status: 'draft', image: null };
const valuesOf = (post: OperatorNewsPost): Values => ({ ...EMPTY, ...post, image: null });

function NewsPostForm({ post, onDone }: { post: OperatorNewsPost | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: post ? valuesOf(post) : { ...EMPTY, resource_date: today() },
    validate: async (values) => {
      const errors = await schema.validate(values);
      const image = values.image ? await imageFileProblem(values.image, PICTURE_MAX_BYTES) : null;
      if (image) return { ...errors, image };
      if (!post && !values.image) return { ...errors, image: 'Please select image' };
      return errors;
    },
  });

  const handleSubmit = form.onSubmit(async ({ id, image, ...values }) => {
    setAlert(null);
    setIsSaving(true);
    const answer = await operatorSaveNewsPost({
      ...values,
      ...(id ? { id } : {}),
      ...(image ? { image } : {}),
    }).finally(() => setIsSaving(false));
    if (answer.status !== 1) {
      form.setErrors(answer.errors ?? {});
      setAlert(answer.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: operatorNewsQueryOptions().queryKey });
    showSuccess(answer.message);
    onDone();
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
      <FormLoadingOverlay visible={isSaving} />
      <form noValidate {...schema.formProps(handleSubmit)}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {post ? `Edit “${post.title}”` : 'New post'}
          </Title>
          <FormAlert message={alert} />
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
          <FileInput
            label="Image (JPG or PNG, 2 MB at most)"
            withAsterisk={!post}
            accept="image/png,image/jpeg"
            placeholder={post ? 'Keep the current image' : 'Choose an image'}
            clearable
            {...form.getInputProps('image')}
          />
          <Group gap="sm">
            <Button type="submit" loading={isSaving}>
              Save post
            </Button>
            {post && (
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PostRow({ post, onEdit }: { post: OperatorNewsPost; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const remove = async () => {
    if (!(await confirm({ message: `Delete “${post.title}”?` }))) return;
    const answer = await operatorDeleteNewsPost(post.id);
    if (answer.status !== 1) return showError(answer.message);
    await queryClient.invalidateQueries({ queryKey: operatorNewsQueryOptions().queryKey });
    showSuccess(answer.message);
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={post.status === 'published' ? 'green' : 'gray'}>
              {post.status === 'published' ? 'Published' : 'Draft'}
            </Badge>
            <Text size="sm" c="dimmed">
              {post.resource_date}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${post.title}`}>
            Edit
          </Button>
          <Button size="xs" variant="light" color="red" onClick={remove} aria-label={`Delete ${post.title}`}>
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
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

import type { Resource, ResourceCategory } from '@faith-shield/contract/resources/resource-schemas';
import { IMAGE_MESSAGES } from '@faith-shield/contract/shared/image';
import {
  Button,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallForm } from '../../../../components/forms/use-call-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { lazySchema } from '../../../../lib/lazy-schema';
import {
  operatorDeleteResource,
  operatorResourcesQueryOptions,
  operatorSaveResource,
  operatorSaveResourceCategory,
  useOperatorResources,
} from '../api/operator-resources';
import { ContentItemRow } from './content-item-row';
import { EditorPage } from './editor-page';
import { FormActions } from './form-actions';
import { MediaFields, type MediaValues, mediaPayload, mediaProblems, mediaValuesOf } from './media-fields';
import { PictureField } from './picture-field';

const schemas = () => import('@faith-shield/contract/operator-content/operator-save-resources');
const categorySchema = lazySchema(() => schemas().then((m) => m.SaveResourceCategorySchema));
const resourceSchema = lazySchema(() => schemas().then((m) => m.SaveResourceSchema));

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operatorResourcesQueryOptions().queryKey });
}

function CategoryForm({ category }: { category?: ResourceCategory }) {
  const refresh = useRefresh();
  const { form, formProps, alertProps, isPending } = useCallForm<{ title: string; image: File | null }>({
    schema: categorySchema,
    initialValues: { title: category?.title ?? '', image: null },
    // a new category needs its picture; the picker has checked the one chosen
    validate: async (values) => {
      const errors = await categorySchema.validate(values);
      return values.image || category ? errors : { ...errors, image: IMAGE_MESSAGES.required };
    },
    send: ({ title, image }) =>
      operatorSaveResourceCategory({
        title,
        ...(category ? { id: category.id } : {}),
        ...(image ? { image } : {}),
      }),
    onSuccess: async () => {
      await refresh();
      if (!category) form.reset();
    },
  });
  return (
    <Paper withBorder radius="md" p="sm">
      <form aria-label={category ? category.title : 'New category'} {...formProps}>
        <Stack gap="xs">
          <FormAlert {...alertProps} />
          <Group align="flex-start" wrap="nowrap" gap="sm">
            {category && <Image src={category.image} alt="" w={56} h={56} radius="sm" fit="cover" />}
            <Stack gap="xs" style={{ flex: 1 }}>
              <TextInput
                label={category ? 'Category title' : 'New category title'}
                withAsterisk
                {...form.getInputProps('title')}
              />
              <PictureField
                label="Picture"
                kept={category ? 'picture' : undefined}
                file={form.values.image}
                onChange={(image) => form.setFieldValue('image', image)}
                error={form.errors.image as string | undefined}
              />
            </Stack>
          </Group>
          <Button
            type="submit"
            size="xs"
            variant="light"
            loading={isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {category ? 'Save category' : 'Add category'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

type ResourceValues = MediaValues & {
  category_id: string;
  title: string;
  description: string;
  resource_date: string;
};

function ResourceForm({
  resource,
  categories,
  onDone,
}: {
  resource: Resource | null;
  categories: ResourceCategory[];
  onDone: () => void;
}) {
  const refresh = useRefresh();
  const { form, formProps, alertProps, isPending } = useCallForm<ResourceValues>({
    schema: resourceSchema,
    initialValues: {
      category_id: resource?.category_id ?? '',
      title: resource?.title ?? '',
      description: resource?.description ?? '',
      resource_date: resource?.resource_date ?? new Date().toISOString().slice(0, 10),
      ...mediaValuesOf(resource),
    },
    validate: async (values) => ({
      ...(await resourceSchema.validate(values)),
      ...(await mediaProblems(values, resource)),
    }),
    send: ({ category_id, title, description, resource_date, ...media }) =>
      operatorSaveResource({
        category_id,
        title,
        description,
        resource_date,
        ...(resource ? { id: resource.id } : {}),
        ...mediaPayload(media),
      }),
    onSuccess: async () => {
      await refresh();
      if (!resource) form.reset();
      onDone();
    },
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Resource">
      <form {...formProps}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {resource ? `Edit “${resource.title}”` : 'New resource'}
          </Title>
          <FormAlert {...alertProps} />
          <Select
            label="Category"
            withAsterisk
            data={categories.map((category) => ({ value: category.id, label: category.title }))}
            {...form.getInputProps('category_id')}
          />
          <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('resource_date')} />
          <MediaFields form={form} current={resource} />
          <FormActions
            submitLabel="Save resource"
            isSaving={isPending}
            onCancel={resource ? onDone : undefined}
          />
        </Stack>
      </form>
    </Paper>
  );
}

function ResourceRow({ resource, onEdit }: { resource: Resource; onEdit: () => void }) {
  const refresh = useRefresh();
  return (
    <ContentItemRow
      title={resource.title}
      details={
        <Text size="sm" c="dimmed">
          {resource.type} · {resource.resource_date}
        </Text>
      }
      onEdit={onEdit}
      deleteItem={() => operatorDeleteResource(resource.id)}
      onDeleted={refresh}
    />
  );
}

/** /operator/content/resources: the resource hub's categories and its picture and video resources. */
export function ResourcesEditorPage() {
  const [editing, setEditing] = useState<Resource | null>(null);
  return (
    <EditorPage
      title="Resources"
      hint="Owners and their teams see a change in the Resource Hub at once."
      query={useOperatorResources()}
    >
      {(hub) => (
        <>
          <Title order={2} fz="lg">
            Categories
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {hub.category.map((category) => (
              <CategoryForm key={`${category.id}:${category.title}:${category.image}`} category={category} />
            ))}
            <CategoryForm />
          </SimpleGrid>
          <ResourceForm
            key={editing?.id ?? 'new'}
            resource={editing}
            categories={hub.category}
            onDone={() => setEditing(null)}
          />
          <Stack gap="xs" component="section" aria-label="Resources">
            {hub.resource.map((resource) => (
              <ResourceRow key={resource.id} resource={resource} onEdit={() => setEditing(resource)} />
            ))}
          </Stack>
        </>
      )}
    </EditorPage>
  );
}

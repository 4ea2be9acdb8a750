import type { Director } from '@faith-shield/contract/public-site/directors';
import type { LegalPage, LegalPageSlug } from '@faith-shield/contract/public-site/legal-page';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallForm } from '../../../../components/forms/use-call-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { PageLoader } from '../../../../components/ui/page-loader';
import { lazySchema } from '../../../../lib/lazy-schema';
import { operatorSaveDirectors, operatorSaveLegalPage } from '../api/operator-save-pages';
import { directorsQueryOptions, legalPageQueryOptions, useDirectors, useLegalPage } from '../api/pages';
import { EditorPage } from './editor-page';

const legalSchema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-legal-page').then(
    (m) => m.SaveLegalPageSchema,
  ),
);
const directorsSchema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-directors').then(
    (m) => m.SaveDirectorsSchema,
  ),
);

function LegalPageForm({ slug, page }: { slug: LegalPageSlug; page: LegalPage }) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: legalSchema,
    initialValues: { slug, title: page.title, body_html: page.body_html },
    send: operatorSaveLegalPage,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(legalPageQueryOptions(slug).queryKey, data);
      form.setFieldValue('body_html', data.body_html);
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="sm">
        <FormAlert {...alertProps} />
        <TextInput label="Page title" withAsterisk {...form.getInputProps('title')} />
        <Textarea
          label="Page text (HTML)"
          description="Headings, paragraphs, bold, italics, lists and links. Anything else is removed when saved."
          withAsterisk
          autosize
          minRows={10}
          maxRows={30}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          {...form.getInputProps('body_html')}
        />
        <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
          Save page
        </Button>
      </Stack>
    </form>
  );
}

function LegalPageEditor() {
  const [slug, setSlug] = useState<LegalPageSlug>('privacy');
  const { data, error, isPending, refetch } = useLegalPage(slug);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Privacy and terms"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Privacy and terms
        </Title>
        <Radio.Group label="Page" value={slug} onChange={(value) => setSlug(value as LegalPageSlug)}>
          <Group gap="lg" mt={6}>
            <Radio value="privacy" label="Privacy Policy" />
            <Radio value="terms" label="Terms of Service" />
          </Group>
        </Radio.Group>
        {isPending ? (
          <PageLoader />
        ) : error ? (
          <FormAlert message={error.message} />
        ) : (
          <LegalPageForm key={`${slug}:${data.updated_at}`} slug={slug} page={data} />
        )}
        {error && (
          <Button variant="light" onClick={() => refetch()} style={{ alignSelf: 'flex-start' }}>
            Try again
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function DirectorsForm({ board }: { board: Director[] }) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: directorsSchema,
    initialValues: { directors: board },
    send: operatorSaveDirectors,
    onSuccess: ({ data }) => queryClient.setQueryData(directorsQueryOptions().queryKey, data),
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Board Of Directors"
    >
      <form {...formProps}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Board Of Directors
          </Title>
          <FormAlert {...alertProps} />
          {form.values.directors.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a member's place on the board is its key
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }} spacing="xs">
                <TextInput
                  label={`Name ${index + 1}`}
                  withAsterisk
                  {...form.getInputProps(`directors.${index}.name`)}
                />
                <TextInput
                  label={`Role ${index + 1}`}
                  withAsterisk
                  {...form.getInputProps(`directors.${index}.type`)}
                />
                <TextInput
                  label={`Picture ${index + 1} (path)`}
                  {...form.getInputProps(`directors.${index}.image`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`Remove director ${index + 1}`}
                onClick={() => form.removeListItem('directors', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('directors', { name: '', type: '', image: '' })}
            >
              Add director
            </Button>
            <Button type="submit" loading={isPending}>
              Save board
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /operator/content/pages: the Board Of Directors, the Privacy Policy and the Terms of Service. */
export function PagesEditorPage() {
  return (
    <EditorPage
      title="Board and legal pages"
      hint="Visitors see a saved change on their next visit."
      query={useDirectors()}
    >
      {(board) => (
        <>
          <DirectorsForm board={board} />
          <LegalPageEditor />
        </>
      )}
    </EditorPage>
  );
}

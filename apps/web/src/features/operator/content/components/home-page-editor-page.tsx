import '@mantine/core/styles/Accordion.css';
import type { HomePage } from '@faith-shield/contract/home/home-page';
import { Accordion, Button, Divider, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallForm } from '../../../../components/forms/use-call-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../../components/ui/form-loading-overlay';
import { getHomePageQueryOptions, useHomePage } from '../../../../lib/calls/home-page';
import { lazySchema } from '../../../../lib/lazy-schema';
import { operatorSaveHomePage } from '../api/operator-save-home-page';
import { EditorPage } from './editor-page';
import { ListEditor } from './list-editor';

const schema = lazySchema(() =>
  import('@faith-shield/contract/operator-content/operator-save-home-page').then((m) => m.SaveHomePageSchema),
);

const TEXT_FIELDS: [keyof HomePage, string][] = [
  ['video_link', 'Video link'],
  ['core_feature_title', 'Core features title'],
  ['our_testimonial_title', 'Testimonials title'],
  ['why_choose_title', 'Why choose us title'],
  ['faq_main_title', 'FAQ title'],
  ['subscription_title', 'Subscription title'],
  ['event_title', 'Event title'],
  ['visitors_title', 'Visitors title'],
  ['visitors_image', 'Visitors image (path)'],
];
const LONG_FIELDS: [keyof HomePage, string][] = [
  ['subscription_description', 'Subscription description'],
  ['event_description', 'Event description'],
  ['visitors_description', 'Visitors description'],
];
const CONTACT_FIELDS: [keyof HomePage, string][] = [
  ['contact_email', 'Contact e-mail'],
  ['contact_mobile', 'Contact phone'],
  ['contact_address', 'Contact address'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['instagram', 'Instagram'],
  ['linkedIn', 'LinkedIn'],
  ['youTube', 'YouTube'],
];
const LISTS: [keyof HomePage, string][] = [
  ['core_feature', 'Core features'],
  ['why_choose', 'Why choose us'],
  ['faq', 'FAQ'],
  ['our_testimonial', 'Testimonials'],
  ['subscription_plan', 'Plan descriptions'],
  ['event', 'Events'],
];

function HomePageForm({ page }: { page: HomePage }) {
  const queryClient = useQueryClient();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: page,
    send: operatorSaveHomePage,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(getHomePageQueryOptions().queryKey, data);
      form.resetDirty(data);
    },
  });
  const [openLists, setOpenLists] = useState<string[]>([]);
  const hasErrorIn = (list: string) => Object.keys(form.errors).some((key) => key.startsWith(`${list}.`));

  const field = ([name, label]: [keyof HomePage, string]) => (
    <TextInput key={name} label={label} {...form.getInputProps(name)} />
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <TextInput label="Home page title" withAsterisk {...form.getInputProps('home_tiltle')} />
          <Textarea
            label="Home page description"
            description="Rich text (HTML): paragraphs, bold, italics, lists and links. Anything else is removed."
            autosize
            minRows={3}
            {...form.getInputProps('home_description')}
          />
          <Divider label="Sections" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, md: 2 }}>{TEXT_FIELDS.map(field)}</SimpleGrid>
          {LONG_FIELDS.map(([name, label]) => (
            <Textarea key={name} label={label} autosize minRows={2} {...form.getInputProps(name)} />
          ))}
          <Divider label="Contact and social links" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, md: 2 }}>{CONTACT_FIELDS.map(field)}</SimpleGrid>
          <Divider label="Lists" labelPosition="left" />
          {/* a list with a problem opens, so its messages show */}
          <Accordion
            multiple
            variant="separated"
            value={[
              ...new Set([...openLists, ...LISTS.filter(([name]) => hasErrorIn(name)).map(([name]) => name)]),
            ]}
            onChange={setOpenLists}
          >
            {LISTS.map(([name, label]) => (
              <Accordion.Item key={name} value={name}>
                <Accordion.Control>
                  {label} ({(form.values[name] as unknown[]).length})
                </Accordion.Control>
                <Accordion.Panel>
                  <ListEditor
                    form={form}
                    field={name}
                    label={label}
                    items={form.values[name] as { title: string; description: string }[]}
                    {...(name === 'faq' ? { titleLabel: 'Question', descriptionLabel: 'Answer' } : {})}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
            Save home page
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /operator/content/home: every field of the public home page, saved at once for every visitor. */
export function HomePageEditorPage() {
  return (
    <EditorPage
      title="Home page"
      hint="Visitors see a saved change on their next visit."
      size="md"
      query={useHomePage()}
    >
      {(page) => <HomePageForm page={page} />}
    </EditorPage>
  );
}

import { EVENT_CATEGORIES, SECURITY_CHOICES } from '@faith-shield/contract/events/event-messages';
import { Group, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Values = { event_categories: string; title: string; description: string; security: string };

/** spec 02 §2: category, title, description and 'Need more security?' (Yes/No, default No). */
export function EventDetailsFields<T extends Values>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <>
      {/* the phone's own picker: four choices need no searchable list */}
      <NativeSelect
        label="Category"
        data={[...EVENT_CATEGORIES]}
        {...form.getInputProps('event_categories')}
      />
      <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps('title')} />
      <Textarea
        label="Description"
        withAsterisk
        rows={4}
        maxLength={5000}
        {...form.getInputProps('description')}
      />
      <Radio.Group label="Need more security?" {...form.getInputProps('security')}>
        <Group gap="lg" mt={6}>
          {SECURITY_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={choice} size="md" />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}

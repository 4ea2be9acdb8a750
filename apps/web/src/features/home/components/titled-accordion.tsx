import '@mantine/core/styles/Accordion.css';
import { Accordion } from '@mantine/core';

type Props = {
  items: { title: string; description: string }[];
  isFirstOpen?: boolean;
};

/** The why-choose and FAQ lists: one panel open at a time, the title as the button. */
export function TitledAccordion({ items, isFirstOpen = false }: Props) {
  return (
    <Accordion
      variant="separated"
      radius="md"
      maw={800}
      w="100%"
      mx="auto"
      // values are positions: Mantine builds element ids from them, and ids cannot hold spaces
      defaultValue={isFirstOpen ? '0' : null}
      styles={{
        item: {
          backgroundColor: 'var(--mantine-color-white)',
          border: '1px solid var(--mantine-color-gray-3)',
        },
        label: { fontWeight: 600, color: 'var(--mantine-color-navy-9)' },
        control: { minHeight: 56 },
      }}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.title} value={String(index)}>
          <Accordion.Control>{item.title}</Accordion.Control>
          <Accordion.Panel c="gray.7">{item.description}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

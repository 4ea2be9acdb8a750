import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconClockHour4, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** DESIGN.md §5: the spec's two empty states. */
export const EMPTY_MESSAGES = { noData: 'No data found', comingSoon: 'Coming soon' } as const;

type Props = {
  kind?: keyof typeof EMPTY_MESSAGES;
  description?: ReactNode;
  children?: ReactNode;
};

export function EmptyState({ kind = 'noData', description, children }: Props) {
  const Icon = kind === 'comingSoon' ? IconClockHour4 : IconInbox;
  return (
    <MantineEmptyState
      py="xl"
      variant="light"
      icon={<Icon size={28} aria-hidden />}
      title={EMPTY_MESSAGES[kind]}
      description={description}
    >
      {children}
    </MantineEmptyState>
  );
}

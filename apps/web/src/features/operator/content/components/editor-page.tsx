import { Container, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { PageLoader } from '../../../../components/ui/page-loader';

type EditorPageProps<T> = {
  title: string;
  /** One line under the title: when and where a saved change shows. */
  hint: ReactNode;
  size?: 'md' | 'lg';
  /** What the page edits: a loader while it comes, a retry when it fails. */
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
};

/** The frame of every content editor of the operator console. */
export function EditorPage<T>({ title, hint, size = 'lg', query, children }: EditorPageProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError title={title} message={query.error.message} onRetry={() => query.refetch()} size={size} />
    );
  return (
    <Container size={size} py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            {hint}
          </Text>
        </div>
        {children(query.data)}
      </Stack>
    </Container>
  );
}

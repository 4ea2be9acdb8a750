import { Button, Group, Text } from '@mantine/core';

type Props = {
  page: number;
  hasMore: boolean;
  isFetching: boolean;
  goTo: (page: number) => void;
};

/** A `PagedList`'s `pages`: the server's pages one at a time, newest first. */
export function NumberedPages({ page, hasMore, isFetching, goTo }: Props) {
  return (
    <Group justify="space-between">
      <Button variant="light" disabled={page <= 1 || isFetching} onClick={() => goTo(page - 1)}>
        Newer
      </Button>
      <Text size="sm" c="dimmed">
        Page {page}
      </Text>
      <Button variant="light" disabled={!hasMore || isFetching} onClick={() => goTo(page + 1)}>
        Older
      </Button>
    </Group>
  );
}

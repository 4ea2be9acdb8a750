import { Button, Center } from '@mantine/core';

type Props = {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
};

/** The next page of a paged console list, while there is one. */
export function LoadMore({ list }: Props) {
  if (!list.hasNextPage) return null;
  return (
    <Center>
      <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        Load more
      </Button>
    </Center>
  );
}

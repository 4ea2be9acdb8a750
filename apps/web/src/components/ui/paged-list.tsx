import { Button, type MantineSpacing, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EmptyState } from './empty-state';

/** The server's next page, as TanStack Query's infinite query offers it. */
export type NextPage = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type Props<T> = {
  /** Undefined while the first page loads: nothing is drawn (the screen shows its loader). */
  items: readonly T[] | undefined;
  /** One row: an element that is a list item (`<li>`, or `<tr>` in a `container` table), keyed. */
  row: (item: T) => ReactNode;
  /** The list's accessible name. */
  label?: string;
  /** Draw this many rows first and more as the list's end nears the screen; all at once if unset. */
  firstRows?: number;
  /** The server's next page, added under the rows. */
  next?: NextPage;
  /** Or the server's pages one at a time: a `NumberedPages`, drawn under a list with rows. */
  pages?: ReactNode;
  /** The next page's button. */
  moreLabel?: string;
  /** What an empty list shows: the spec's 'No data found' unless told. */
  empty?: ReactNode;
  /** The space between rows. */
  gap?: MantineSpacing;
  /** A list that is not a column of `<li>` (a `listGrid`, a table): draws the rows inside itself. */
  container?: (rows: ReactNode) => ReactNode;
};

const listStyle = { listStyle: 'none' } as const;

/**
 * Every list of the app: its rows (a few first where `firstRows` says, the rest as it is
 * scrolled), its empty state, and the server's next page behind a button once every row held
 * is drawn.
 */
export function PagedList<T>({
  items,
  row,
  label,
  firstRows,
  next,
  pages,
  moreLabel = 'Load more',
  empty = <EmptyState />,
  gap = 'xs',
  container,
}: Props<T>) {
  const { shown, end, isAllShown } = useFirstItems(items ?? [], firstRows ?? Number.POSITIVE_INFINITY);
  if (items === undefined) return null;
  if (items.length === 0) return <>{empty}</>;
  const rows = shown.map(row);
  const list = container ? (
    container(rows)
  ) : (
    <Stack component="ul" gap={gap} p={0} m={0} style={listStyle} aria-label={label}>
      {rows}
    </Stack>
  );
  return (
    <>
      {list}
      {end}
      {isAllShown && next?.hasNextPage && (
        <Button
          variant="default"
          mih={44}
          loading={next.isFetchingNextPage}
          onClick={() => void next.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {moreLabel}
        </Button>
      )}
      {pages}
    </>
  );
}

/**
 * The observer's margin once the page has been scrolled: an end up to 800 px below the screen
 * counts as near, so the next rows are drawn before they show.
 */
const NEAR = '0px 0px 800px 0px';

/** Without IntersectionObserver (an old browser, jsdom) every item is drawn at once. */
const canObserve = typeof IntersectionObserver !== 'undefined';

/**
 * The first `pageSize` items (a phone's screenful of the list's rows, which each list knows
 * from its rows' height), then as many more each time the list's end comes near the screen
 * (scrolled to, or a keyboard user tabbing down). A row nobody scrolls to is never rendered:
 * on a phone each row's components cost script time before the page answers, and a page of 20
 * or 30 rows, or a list of hundreds the client holds whole, is a long task.
 */
function useFirstItems<T>(items: readonly T[], pageSize: number) {
  const [count, setCount] = useState(pageSize);
  const hasMore = canObserve && items.length > count;
  const endRef = useRef<HTMLDivElement>(null);
  // Only a near end changes state: the observer's first report, that the end is out of reach,
  // re-renders nothing (each render of a list redraws its rows). Until the page is first
  // scrolled, only an end on screen counts: rows below a first screen nobody has scrolled are
  // not drawn; from the first scroll on, the next rows are drawn before they show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each count draws a new end element (keyed below), which needs an observer of its own
  useEffect(() => {
    const end = endRef.current;
    if (!hasMore || !end) return;
    let observer: IntersectionObserver | undefined;
    const watch = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          setCount((shown) => shown + pageSize);
        },
        { rootMargin },
      );
      observer.observe(end);
    };
    const watchAhead = () => watch(NEAR);
    const hasScrolled = window.scrollY > 0;
    watch(hasScrolled ? NEAR : '0px');
    if (!hasScrolled) window.addEventListener('scroll', watchAhead, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watchAhead);
      observer?.disconnect();
    };
  }, [hasMore, count, pageSize]);
  // keyed by the count: a new element, so a new observer, which reports at once if it is still near
  const end: ReactNode = hasMore ? <div key={count} ref={endRef} aria-hidden /> : null;
  return { shown: hasMore ? items.slice(0, count) : items, end, isAllShown: !hasMore };
}

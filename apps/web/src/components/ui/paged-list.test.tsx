// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../test/stub-browser';
import { listGrid } from './list-grid';
import { NumberedPages } from './numbered-pages';
import { type NextPage, PagedList } from './paged-list';

beforeAll(stubBrowser);
afterEach(cleanup);

const draw = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const row = (name: string) => <li key={name}>{name}</li>;

describe('PagedList', () => {
  it('draws nothing while the first page loads', () => {
    const { container } = draw(<PagedList items={undefined} row={row} label="Names" />);
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.queryByText('No data found')).toBeNull();
  });

  it("shows the spec's empty state, or the one it is given", () => {
    draw(<PagedList items={[]} row={row} label="Names" />);
    expect(screen.getByText('No data found')).toBeTruthy();
    cleanup();
    draw(<PagedList items={[]} row={row} label="Names" empty={<p>Nobody matches.</p>} />);
    expect(screen.getByText('Nobody matches.')).toBeTruthy();
    expect(screen.queryByText('No data found')).toBeNull();
  });

  it('draws every row in order in a named list', () => {
    draw(<PagedList items={['Ann', 'Bob', 'Cy']} row={row} label="Names" firstRows={2} />);
    const list = screen.getByRole('list', { name: 'Names' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it("offers the server's next page under its own label, busy while it comes", () => {
    const next: NextPage = {
      hasNextPage: true,
      isFetchingNextPage: false,
      fetchNextPage: vi.fn(async () => {}),
    };
    draw(<PagedList items={['Ann']} row={row} label="Names" next={next} moreLabel="Show more names" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more names' }));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
    cleanup();
    draw(<PagedList items={['Ann']} row={row} label="Names" next={{ ...next, hasNextPage: false }} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("steps through the server's numbered pages, newest first", () => {
    const goTo = vi.fn();
    const pages = <NumberedPages page={1} hasMore isFetching={false} goTo={goTo} />;
    draw(<PagedList items={['Ann']} row={row} label="Names" pages={pages} />);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(goTo).toHaveBeenCalledWith(2);
  });

  it('draws a grid of rows, named, through its container', () => {
    draw(<PagedList items={['Ann', 'Bob']} row={row} container={listGrid('Names')} />);
    expect(within(screen.getByRole('list', { name: 'Names' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('draws a table through its container', () => {
    draw(
      <PagedList
        items={['Ann']}
        row={(name) => (
          <tr key={name}>
            <td>{name}</td>
          </tr>
        )}
        container={(rows) => (
          <table aria-label="People">
            <tbody>{rows}</tbody>
          </table>
        )}
      />,
    );
    expect(within(screen.getByRole('table', { name: 'People' })).getByText('Ann')).toBeTruthy();
  });
});

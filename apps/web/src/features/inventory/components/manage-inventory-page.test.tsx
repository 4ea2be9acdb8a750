// @vitest-environment jsdom
import type { InventoryItem } from '@faith-shield/contract/inventory/inventory-form';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { deleteItemQuestion, ManageInventoryPage } from './manage-inventory-page';

const fetchMock = vi.fn<typeof fetch>();
/** Answers by call name: the last path segment of the request. */
const answerCalls = (bodies: Record<string, unknown | ((body: URLSearchParams) => unknown)>) =>
  fetchMock.mockImplementation(async (url, init) => {
    const name = String(url).split('/').pop() ?? '';
    const body = bodies[name];
    const value = typeof body === 'function' ? body(new URLSearchParams(String(init?.body))) : body;
    return new Response(JSON.stringify(value ?? { status: 0, message: `unexpected ${name}` }));
  });
const item = (id: string, title: string, price: string, location: string): InventoryItem => ({
  id,
  user_id: 'owner',
  title,
  image: `/uploads/${id}.png`,
  serial_number: `SN-${id}`,
  model_number: `MD-${id}`,
  price,
  location_id: location,
  locations: { id: location, name: location },
});
const ITEMS = [
  item('a1', 'Handheld radio', '1200.50', 'Lobby'),
  item('b2', 'AED cabinet', '1499.00', 'Office'),
];

const open = () => {
  window.history.replaceState(null, '', '/manage-inventory');
  render(
    <Providers>
      <BrowserRouter>
        <ManageInventoryPage title="Manage Inventory" />
      </BrowserRouter>
    </Providers>,
  );
};

beforeAll(stubBrowser);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 2 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/manage-inventory (spec 02 §2)', () => {
  it('lists the items with their price and location, and the way to add one', async () => {
    answerCalls({ get_inventories: { status: 1, message: 'Inventory', data: ITEMS } });
    open();
    const list = await screen.findByRole('list', { name: 'Inventory items' });
    expect(list.textContent).toContain('$1,200.50 · Lobby');
    expect(list.textContent).toContain('$1,499.00 · Office');
    expect(screen.getByRole('link', { name: 'Add new' }).getAttribute('href')).toBe('/add-inventory');
    expect(screen.getByRole('link', { name: 'View Handheld radio' }).getAttribute('href')).toBe(
      '/view-inventory/a1',
    );
    expect(screen.getByRole('link', { name: 'Edit Handheld radio' }).getAttribute('href')).toBe(
      '/edit-inventory/a1',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says 'No data found' when there is nothing", async () => {
    answerCalls({ get_inventories: { status: 1, message: 'Inventory', data: [] } });
    open();
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('searches with the keyword typed', async () => {
    answerCalls({
      get_inventories: { status: 1, message: 'Inventory', data: ITEMS },
      search_inventroy: (body: URLSearchParams) => ({
        status: 1,
        message: 'Inventory',
        data: ITEMS.filter((found) => found.title.toLowerCase().includes(body.get('keyword') ?? '')),
      }),
    });
    open();
    await screen.findByText('Handheld radio');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory' }), {
      target: { value: 'aed' },
    });
    // 'AED cabinet' is on the first list too: wait for the search itself, then for its answer.
    const searchCall = () => fetchMock.mock.calls.find(([url]) => String(url).endsWith('/search_inventroy'));
    await waitFor(() => expect(searchCall()).toBeDefined());
    expect(Object.fromEntries(new URLSearchParams(String(searchCall()?.[1]?.body)))).toEqual({
      token: 'owner-token',
      keyword: 'aed',
      page: '1',
    });
    expect(await screen.findByText('AED cabinet')).toBeTruthy();
    expect(screen.queryByText('Handheld radio')).toBeNull();
  });

  it('deletes an item only on Yes', async () => {
    let items = ITEMS;
    answerCalls({
      get_inventories: () => ({ status: 1, message: 'Inventory', data: items }),
      delete_inventory: () => {
        items = ITEMS.filter((found) => found.id !== 'a1');
        return { status: 1, message: 'The item has been deleted.' };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Handheld radio' }));
    await screen.findByText(deleteItemQuestion('Handheld radio'), {}, { timeout: 4000 });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(deleteItemQuestion('Handheld radio'))).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/delete_inventory'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Handheld radio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Handheld radio')).toBeNull());
    expect(screen.getByText('AED cabinet')).toBeTruthy();
  });
});

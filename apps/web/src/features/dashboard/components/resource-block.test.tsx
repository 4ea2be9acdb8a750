// @vitest-environment jsdom
import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { ResourceBlock } from './resource-block';

const resource = (id: string, title: string, day: string, type: Resource['type'] = 'Image'): Resource => ({
  id,
  category_id: 'c1',
  title,
  description: 'What the team does.',
  resource_date: day,
  type,
  image_or_video: `/media/resources/${id}.${type === 'Video' ? 'mp4' : 'webp'}`,
  thumb: `/media/resources/${id}.webp`,
});

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));

const open = () =>
  render(
    <Providers>
      <BrowserRouter>
        <ResourceBlock />
      </BrowserRouter>
    </Providers>,
  );

beforeAll(stubBrowser);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'owner-token', type: 1, subscriptionsId: 3 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the dashboard’s resource block (spec 02 §2)', () => {
  it('lists the three newest resources from `resources`, each leading to the hub, and links News & Blog', async () => {
    answer({
      status: 1,
      message: 'Resources',
      data: {
        resource: [
          resource('a', 'De-escalating a disruptive person', '2026-11-16'),
          resource('b', 'Fire evacuation drill', '2026-11-02', 'Video'),
          resource('c', 'Lockdown drill', '2026-10-19', 'Video'),
          resource('d', 'CPR and AED', '2026-10-05'),
        ],
        category: [{ id: 'c1', title: 'Evacuation', image: '' }],
      },
    });
    open();
    const list = await screen.findByRole('list', { name: 'Newest resources' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'De-escalating a disruptive person16 Nov, 2026',
      'Fire evacuation drillVideo · 02 Nov, 2026',
      'Lockdown drillVideo · 19 Oct, 2026',
    ]);
    for (const item of items) expect(item.getAttribute('href')).toBe('/resources');
    expect(screen.getByRole('link', { name: 'Open Resource Hub' }).getAttribute('href')).toBe('/resources');
    expect(screen.getByRole('link', { name: 'News & Blog' }).getAttribute('href')).toBe('/news');
  });

  it('says Coming soon when the hub has nothing yet', async () => {
    answer({ status: 1, message: 'Resources', data: { resource: [], category: [] } });
    open();
    expect(await screen.findByText('Coming soon')).toBeTruthy();
  });
});

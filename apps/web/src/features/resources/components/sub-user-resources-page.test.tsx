// @vitest-environment jsdom
import type { Resource } from '@faith-shield/contract/resources/resource-schemas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { SubUserResourcesPage } from './sub-user-resources-page';

const CATEGORIES = [
  { id: 'c-evac', title: 'Evacuation', image: '/media/resources/categories/evacuation.webp' },
  { id: 'c-lock', title: 'Lockdown', image: '/media/resources/categories/lockdown.webp' },
];
const item = (overrides: Partial<Resource>): Resource => ({
  id: 'r',
  category_id: 'c-evac',
  title: 'A drill',
  description: 'What the team does.',
  resource_date: '2026-11-02',
  type: 'Image',
  image_or_video: '/media/resources/a.webp',
  thumb: '/media/resources/a.webp',
  ...overrides,
});
const FIRE = item({
  id: 'r1',
  title: 'Fire evacuation drill during a service',
  type: 'Video',
  image_or_video: '/media/resources/fire-evacuation-drill.mp4',
  thumb: '/media/resources/fire-evacuation-drill-poster.webp',
});
const LOCK = item({
  id: 'r2',
  category_id: 'c-lock',
  title: 'Securing the building',
  resource_date: '2026-08-23',
});

/** The date line under a title: the day (a <time>) and the category. */
const dateLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const fetchMock = vi.fn<typeof fetch>();
const requests: { name: string; body: string }[] = [];
const answerCalls = (bodies: Record<string, unknown>) =>
  fetchMock.mockImplementation(async (url, init) => {
    const name = String(url).split('?')[0]?.split('/').pop() ?? '';
    requests.push({ name, body: String(init?.body ?? '') });
    return new Response(JSON.stringify(bodies[name] ?? { status: 0, message: `unexpected ${name}` }));
  });

const open = () => {
  window.history.replaceState(null, '', '/subuser-resource');
  render(
    <Providers>
      <BrowserRouter>
        <SubUserResourcesPage title="Resource Hub" />
      </BrowserRouter>
    </Providers>,
  );
};

beforeAll(stubBrowser);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'member-token', type: 2, subscriptionsId: 4 });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  requests.length = 0;
  vi.unstubAllGlobals();
  clearSession();
});

describe('/subuser-resource (spec 02 §2)', () => {
  it('shows the subtitle, every resource for All, and plays a video inline with its poster', async () => {
    answerCalls({
      resources: { status: 1, message: 'Resources', data: { resource: [FIRE, LOCK], category: CATEGORIES } },
    });
    open();
    expect(screen.getByText('Drills/Training scenarios')).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Resources' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const video = within(list).getByLabelText(
      'Video: Fire evacuation drill during a service',
    ) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('poster')).toBe('/media/resources/fire-evacuation-drill-poster.webp');
    expect(video.getAttribute('src')).toBe('/media/resources/fire-evacuation-drill.mp4');
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(within(list).getByText(dateLine('02 Nov, 2026 · Evacuation'))).toBeTruthy();
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['All', 'Evacuation', 'Lockdown']);
  });

  it('asks resources_with_category for the chosen category and shows only its resources', async () => {
    answerCalls({
      resources: { status: 1, message: 'Resources', data: { resource: [FIRE, LOCK], category: CATEGORIES } },
      resources_with_category: { status: 1, message: 'Resources', data: { resource: [LOCK] } },
    });
    open();
    await screen.findByRole('region', { name: 'Resources' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c-lock' } });
    await screen.findByText(dateLine('23 Aug, 2026 · Lockdown'));
    const list = screen.getByRole('region', { name: 'Resources' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).queryByText('Fire evacuation drill during a service')).toBeNull();
    const asked = requests.find((request) => request.name === 'resources_with_category');
    expect(new URLSearchParams(asked?.body).get('category_id')).toBe('c-lock');
  });

  it('says Coming soon when a category has nothing yet', async () => {
    answerCalls({
      resources: { status: 1, message: 'Resources', data: { resource: [FIRE], category: CATEGORIES } },
      resources_with_category: { status: 1, message: 'Resources', data: { resource: [] } },
    });
    open();
    await screen.findByRole('region', { name: 'Resources' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c-lock' } });
    expect(await screen.findByText('Coming soon')).toBeTruthy();
  });

  it('shows the server’s message and a way to try again when the hub cannot load', async () => {
    answerCalls({
      resources: {
        status: 0,
        message:
          'The Resource Hub is part of the Standard and Advance plans. Please upgrade your subscription.',
      },
    });
    open();
    // one quiet retry first (lib/query-client.ts)
    expect(
      await screen.findByText(
        'The Resource Hub is part of the Standard and Advance plans. Please upgrade your subscription.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

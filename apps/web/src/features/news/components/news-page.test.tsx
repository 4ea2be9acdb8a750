// @vitest-environment jsdom
import type { NewsPost } from '@faith-shield/contract/news/get-blog';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { BrowserRouter } from '../../../lib/navigation';
import { clearSession, setSession } from '../../../lib/session';
import { stubBrowser } from '../../../test/stub-browser';
import { NewsPage } from './news-page';

const POSTS: NewsPost[] = [
  {
    id: 'n1',
    title: 'Watch: the one-minute evacuation briefing for ushers',
    description: 'Ushers are the first people a congregation looks to.',
    resource_date: '2026-11-06',
    type: 'Video',
    image_or_video: '/media/news/evacuation-briefing-for-ushers.mp4',
    thumb: '/media/news/evacuation-briefing-for-ushers-poster.webp',
  },
  {
    id: 'n2',
    title: 'The five-minute monthly AED check',
    description: 'An AED that does not work is worse than none.',
    resource_date: '2026-09-08',
    type: 'Image',
    image_or_video: '/media/news/monthly-aed-check.webp',
    thumb: '/media/news/monthly-aed-check.webp',
  },
];

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body)));

const open = () => {
  window.history.replaceState(null, '', '/news');
  render(
    <Providers>
      <BrowserRouter>
        <NewsPage title="News & Blog" />
      </BrowserRouter>
    </Providers>,
  );
};

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

describe('/news and /subuser-news (spec 02 §2)', () => {
  it('asks get_blog with a GET and the token in a header, and shows each post’s title, date and video or image', async () => {
    answer({ status: 1, message: 'News & Blog', data: { resource: POSTS } });
    open();
    expect(screen.getByRole('status')).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'News posts' });
    const [video, image] = within(list).getAllByRole('article');
    expect(within(video as HTMLElement).getByText('06 Nov, 2026')).toBeTruthy();
    expect(
      within(video as HTMLElement)
        .getByLabelText(`Video: ${POSTS[0]?.title}`)
        .getAttribute('poster'),
    ).toBe('/media/news/evacuation-briefing-for-ushers-poster.webp');
    expect((image as HTMLElement).querySelector('img')?.getAttribute('src')).toBe(
      '/media/news/monthly-aed-check.webp',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/get_blog');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer owner-token');
  });

  it('says Coming soon when there is no post', async () => {
    answer({ status: 1, message: 'News & Blog', data: { resource: [] } });
    open();
    expect(await screen.findByText('Coming soon')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishAlertFrame } from '../../lib/alert-frames';
import { BrowserRouter } from '../../lib/navigation';
import { stubBrowser } from '../../test/stub-browser';
import { Providers } from '../providers';
import { IncomingAlertHost } from './incoming-alert-host';

const frame = (event: AlertLiveFrame['event']): AlertLiveFrame => ({
  type: 'alert',
  event,
  alert: {
    id: 'al1',
    kind: 'Fire',
    message: 'Leave by the nearest exit now.',
    location_note: 'Kitchen',
    status: event === 'closed' ? 'closed' : 'active',
    worship_place_name: 'Grace Chapel',
    closing_note: event === 'closed' ? 'Fire is out, all safe' : '',
    created_at: '2026-11-27T12:00:00.000Z',
    sent_by: 'Leah Adeyemi',
  },
});

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>
        <IncomingAlertHost />
      </BrowserRouter>
    </Providers>,
  );
};

beforeAll(() => {
  stubBrowser();
});
afterEach(cleanup);

describe('the incoming alert (spec 03 §2)', () => {
  it('covers the screen with the alert and its answers, then turns to All clear', async () => {
    open('/subuser-dashboard');
    act(() => publishAlertFrame(frame('sent')));
    await screen.findByText('Leave by the nearest exit now.', {}, { timeout: 8000 });
    const dialog = screen.getByRole('dialog', { name: 'Emergency alert: Fire' });
    expect(dialog.textContent).toContain('Leave by the nearest exit now.');
    expect(dialog.textContent).toContain('Leah Adeyemi');
    for (const name of ['OK', 'Need help', 'Not on site'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    act(() => publishAlertFrame(frame('closed')));
    expect((await screen.findByRole('dialog', { name: 'All clear' })).textContent).toContain(
      'Fire is out, all safe',
    );
  });

  it('stays off the screen that shows the alert already', async () => {
    open('/alerts/al1');
    act(() => publishAlertFrame(frame('sent')));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

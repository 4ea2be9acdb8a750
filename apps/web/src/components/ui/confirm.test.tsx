// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalsHost } from '../../app/modals-host';
import { Providers } from '../../app/providers';
import { clearSession, setSession } from '../../lib/session';
import { stubBrowser } from '../../test/stub-browser';
import { confirm, openConfirm } from './confirm';
import { showWarning } from './toast';

beforeAll(stubBrowser);
afterEach(cleanup);

const MESSAGE = 'Are sure want to delete the certificate ?';

const renderModalsHost = () =>
  render(
    <MantineProvider>
      <ModalsHost />
    </MantineProvider>,
  );

describe('confirm modal (spec 02 §4)', () => {
  it('asks with Yes and No and acts only on Yes', async () => {
    renderModalsHost();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    openConfirm({ message: MESSAGE, onConfirm, onCancel });
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('resolves false on No', async () => {
    renderModalsHost();
    const answer = confirm({ message: MESSAGE });
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('modals host on demand', () => {
  afterEach(clearSession);

  it('opens a modal asked for before the host has loaded, once it has', async () => {
    setSession({ token: 'a-token', type: 1, subscriptionsId: 1 });
    render(<Providers>page</Providers>);
    expect(screen.queryByText(MESSAGE)).toBeNull();
    void openConfirm({ message: MESSAGE, onConfirm: vi.fn() });
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
  });
});

describe('toasts (spec 01 §9)', () => {
  it('shows the message', async () => {
    render(<Providers>page</Providers>);
    showWarning('Please select a JPG or PNG image.');
    expect(await screen.findByText('Please select a JPG or PNG image.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrowserRouter } from '../../lib/navigation';
import { stubBrowser } from '../../test/stub-browser';
import { BottomBar } from './bottom-bar';
import { OWNER_BOTTOM_BAR, OWNER_SIDE_MENU } from './owner-menu';
import { SideMenu } from './side-menu';
import { UnreadContext } from './unread-badge';

const draw = (menu: 'bottom' | 'side', counts = { chat: 2, notifications: 0, team: 1 }) =>
  render(
    <MantineProvider>
      <BrowserRouter>
        <UnreadContext.Provider value={counts}>
          {menu === 'bottom' ? (
            <BottomBar items={OWNER_BOTTOM_BAR} />
          ) : (
            <SideMenu items={OWNER_SIDE_MENU} onLogout={() => undefined} />
          )}
        </UnreadContext.Provider>
      </BrowserRouter>
    </MantineProvider>,
  );

beforeAll(() => {
  stubBrowser();
});
afterEach(cleanup);

describe('an entry with unread items', () => {
  it.each(['bottom', 'side'] as const)(
    'is named with its count in the %s menu, its visible name first',
    (menu) => {
      draw(menu);
      const chat = screen.getByRole('link', { name: 'Chat, 3 unread' });
      expect(chat.getAttribute('aria-label')).toBeNull();
      expect(chat.textContent).toContain('Chat');
    },
  );

  it('is named as shown when nothing is unread', () => {
    draw('bottom', { chat: 0, notifications: 0, team: 0 });
    expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();
  });
});

import type { UnreadCounts } from '@faith-shield/contract/notifications/unread-counts';
import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { OfflineNote } from '../../components/offline/offline-note';
import { confirm } from '../../components/ui/confirm';
import { logout } from '../../lib/calls/logout';
import { useNavigate } from '../../lib/navigation';
import { queuedWritesOf } from '../../lib/offline/write-queue';
import { NO_UNREAD } from '../../lib/unread-counts';
import { BottomBar } from './bottom-bar';
import type { MenuItem } from './menu-item';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { chatUnreadOf, UnreadContext } from './unread-badge';

// Drawn only once a phone's user opens the menu: none of it is on a signed-in page's first screen.
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

type Props = {
  homePath: string;
  sideMenu: readonly MenuItem[];
  bottomBar: readonly MenuItem[];
  /** The counts beside Chat and Notification (none before the app has run). */
  unread?: UnreadCounts;
  /** The screen. */
  children: ReactNode;
};

const HEADER_HEIGHT = 60;
const NAVBAR_WIDTH = 264;
/**
 * Phones have no column, so the shell moves nothing there. Mantine holds its transitions off
 * for a moment after start (data-resizing sets this variable to 0s); every element inherits
 * it, so a value that changed as the hold ends would have the whole page styled again.
 */
const PHONE_SHELL_VARS = () => ({ root: { '--app-shell-transition-duration': '0s' } });

/**
 * The signed-in chrome: top bar, side menu (a drawer on phones, a collapsible column from the
 * md breakpoint up) and a bottom bar on phones only, where the side menu is out of sight.
 * Each screen's first render draws only what is in sight: the column's menu on wide screens
 * only, the drawer once first opened.
 */
export function ShellFrame({ homePath, sideMenu, bottomBar, unread = NO_UNREAD, children }: Props) {
  const navigate = useNavigate();
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, {
    getInitialValueInEffect: false,
  });
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that it closes with its transition.
  const [isDrawerWanted, setDrawerWanted] = useState(false);
  const [isDesktopMenuOpen, desktopMenu] = useDisclosure(true);

  const openDrawer = () => {
    setDrawerWanted(true);
    drawer.open();
  };

  const queryClient = useQueryClient();
  // Signed in (a sign-in in this tab too): keep the lists and writes for offline (lib/offline).
  useEffect(() => {
    void import('../../lib/offline/start-offline').then((m) => m.startOffline(queryClient));
  }, [queryClient]);

  // spec 01 §4: to /login whatever the logout call answers; ours: not before saying what waits.
  const handleLogout = async () => {
    drawer.close();
    const waiting = queuedWritesOf(queryClient).length;
    if (
      waiting > 0 &&
      !(await confirm({
        title: 'Sign out with changes waiting?',
        message: `${waiting === 1 ? '1 change made' : `${waiting} changes made`} with no connection ${waiting === 1 ? 'has' : 'have'} not been sent. Signing out discards ${waiting === 1 ? 'it' : 'them'}. Sign out anyway?`,
      }))
    )
      return;
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <UnreadContext.Provider value={unread}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: NAVBAR_WIDTH,
          breakpoint: 'md',
          collapsed: { mobile: true, desktop: !isDesktopMenuOpen },
        }}
        footer={{ height: { base: 'calc(3.75rem + env(safe-area-inset-bottom))', md: 0 } }}
        padding={{ base: 'sm', sm: 'md' }}
        vars={isWide ? undefined : PHONE_SHELL_VARS}
      >
        <AppShell.Header>
          <TopBar
            homePath={homePath}
            isMenuOpen={isDrawerOpen}
            hasUnread={chatUnreadOf(unread) + unread.notifications > 0}
            isDesktopMenuOpen={isDesktopMenuOpen}
            onOpenMenu={openDrawer}
            onToggleDesktopMenu={desktopMenu.toggle}
          />
        </AppShell.Header>

        <AppShell.Navbar p="sm" visibleFrom="md" inert={!isDesktopMenuOpen}>
          {isWide && <SideMenu items={sideMenu} onLogout={handleLogout} />}
        </AppShell.Navbar>

        {isDrawerWanted && (
          <Suspense fallback={null}>
            <MenuDrawer
              opened={isDrawerOpen}
              onClose={drawer.close}
              items={sideMenu}
              onLogout={handleLogout}
            />
          </Suspense>
        )}

        <AppShell.Main>
          <OfflineNote />
          {children}
        </AppShell.Main>

        <AppShell.Footer hiddenFrom="md" style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}>
          <BottomBar items={bottomBar} />
        </AppShell.Footer>
      </AppShell>
    </UnreadContext.Provider>
  );
}

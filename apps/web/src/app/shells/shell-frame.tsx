import { AppShell, Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Logo } from '../../components/ui/logo';
import { logout } from '../../features/accounts/api/logout';
import { useNavigate } from '../../lib/navigation';
import { BottomBar } from './bottom-bar';
import type { MenuItem } from './menu-item';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

type Props = {
  homePath: string;
  sideMenu: readonly MenuItem[];
  bottomBar: readonly MenuItem[];
  /** The screen. */
  children: ReactNode;
};

const HEADER_HEIGHT = 60;
const NAVBAR_WIDTH = 264;

/**
 * The signed-in chrome: top bar, side menu (a drawer on phones, a collapsible column from the
 * md breakpoint up) and a bottom bar on phones only, where the side menu is out of sight.
 */
export function ShellFrame({ homePath, sideMenu, bottomBar, children }: Props) {
  const navigate = useNavigate();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [isDesktopMenuOpen, desktopMenu] = useDisclosure(true);

  // spec 01 §4: to /login whatever the logout call answers.
  const handleLogout = async () => {
    drawer.close();
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: NAVBAR_WIDTH,
        breakpoint: 'md',
        collapsed: { mobile: true, desktop: !isDesktopMenuOpen },
      }}
      footer={{ height: { base: 'calc(3.75rem + env(safe-area-inset-bottom))', md: 0 } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <TopBar
          homePath={homePath}
          isMenuOpen={isDrawerOpen}
          isDesktopMenuOpen={isDesktopMenuOpen}
          onOpenMenu={drawer.open}
          onToggleDesktopMenu={desktopMenu.toggle}
        />
      </AppShell.Header>

      <AppShell.Navbar p="sm" visibleFrom="md" inert={!isDesktopMenuOpen}>
        <SideMenu items={sideMenu} onLogout={handleLogout} />
      </AppShell.Navbar>

      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        hiddenFrom="md"
        size={300}
        padding="sm"
        title={<Logo />}
        closeButtonProps={{ 'aria-label': 'Close menu', size: 44 }}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <SideMenu items={sideMenu} onNavigate={drawer.close} onLogout={handleLogout} />
      </Drawer>

      <AppShell.Main>{children}</AppShell.Main>

      <AppShell.Footer hiddenFrom="md" style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}>
        <BottomBar items={bottomBar} />
      </AppShell.Footer>
    </AppShell>
  );
}

import { Drawer, ScrollArea } from '@mantine/core';
import { Logo } from '../../components/ui/logo';
import type { MenuItem } from './menu-item';
import { SideMenu } from './side-menu';

type Props = {
  opened: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
  onLogout: () => void;
};

/**
 * The side menu as a drawer, on phones. Its own chunk (Drawer brings FocusTrap and scroll
 * locking): shell-frame.tsx loads it when the menu is first opened, not with the shell.
 */
export function MenuDrawer({ opened, onClose, items, onLogout }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="md"
      size={300}
      padding="sm"
      title={<Logo />}
      closeButtonProps={{ 'aria-label': 'Close menu', size: 44 }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <SideMenu items={items} onNavigate={onClose} onLogout={onLogout} />
    </Drawer>
  );
}

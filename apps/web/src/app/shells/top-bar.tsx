import { ActionIcon, Group } from '@mantine/core';
import { IconArrowLeft, IconMenu2 } from '@tabler/icons-react';
import { Link } from 'wouter';
import { WaitingBadge } from '../../components/offline/waiting-badge';
import { Logo } from '../../components/ui/logo';
import { canGoBack, useNavigate } from '../../lib/navigation';

type Props = {
  homePath: string;
  isMenuOpen: boolean;
  /** Something unread: a dot on the phone's menu button, whose menu holds Notification. */
  hasUnread: boolean;
  isDesktopMenuOpen: boolean;
  onOpenMenu: () => void;
  onToggleDesktopMenu: () => void;
};

const UNREAD_DOT = {
  position: 'absolute',
  top: 8,
  right: 6,
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'var(--mantine-color-red-8)',
} as const;

const ICON_BUTTON = { size: 44, variant: 'subtle', color: 'navy.8' } as const;

/** spec 01 §2: top bar with menu button, back button and logo; ours: what waits to send. */
export function TopBar({
  homePath,
  isMenuOpen,
  hasUnread,
  isDesktopMenuOpen,
  onOpenMenu,
  onToggleDesktopMenu,
}: Props) {
  const navigate = useNavigate();
  // On the app's first entry, Back would leave the app (or do nothing): go to its home instead.
  const goBack = () => {
    if (canGoBack()) window.history.back();
    else navigate(homePath);
  };

  return (
    <Group h="100%" px="xs" gap={4} wrap="nowrap">
      <ActionIcon
        {...ICON_BUTTON}
        hiddenFrom="md"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isMenuOpen}
        onClick={onOpenMenu}
      >
        <IconMenu2 size={26} aria-hidden />
        {hasUnread && <span style={UNREAD_DOT} aria-hidden />}
      </ActionIcon>
      <ActionIcon
        {...ICON_BUTTON}
        visibleFrom="md"
        aria-label={isDesktopMenuOpen ? 'Hide menu' : 'Show menu'}
        aria-expanded={isDesktopMenuOpen}
        onClick={onToggleDesktopMenu}
      >
        <IconMenu2 size={26} aria-hidden />
      </ActionIcon>
      <ActionIcon {...ICON_BUTTON} aria-label="Back" onClick={goBack}>
        <IconArrowLeft size={26} aria-hidden />
      </ActionIcon>
      <Link to={homePath} aria-label="Faith Shield home" style={{ textDecoration: 'none', marginLeft: 4 }}>
        <Logo />
      </Link>
      <WaitingBadge />
    </Group>
  );
}

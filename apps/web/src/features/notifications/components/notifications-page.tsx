import type { Notification } from '@faith-shield/contract/notifications/get-notifications';
import { DATE_FORMATS } from '@faith-shield/contract/shared/constants';
import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBell, IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useReadNotifications } from '../../../lib/unread-counts';
import { useNotifications } from '../api/get-notifications';
import { notificationTarget } from '../notification-target';

type Area = 'owner' | 'subuser';

function NotificationBody({ notification }: { notification: Notification }) {
  const Icon = notification.type === 'users' ? IconCalendarEvent : IconBell;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
        <Icon size={22} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {notification.title}
        </Text>
        {notification.body && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {notification.body}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <time dateTime={notification.created_at}>
            {dayjs(notification.created_at).format(DATE_FORMATS.dateTime)}
          </time>
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * /notification and /subuser-notification (spec 02 §2): what the person was told, newest first.
 * An event notification opens its event; any other its own screen (DESIGN.md §4b).
 */
function Notifications({ title, area }: { title: string; area: Area }) {
  usePageTitle(title);
  const notifications = useNotifications();
  const readNotifications = useReadNotifications();
  // Listed on screen (again, after each refresh): none of them counts as unread any more.
  const listedAt = notifications.isSuccess ? notifications.dataUpdatedAt : 0;
  useEffect(() => {
    if (listedAt) void readNotifications();
  }, [listedAt, readNotifications]);
  const row = (notification: Notification) => {
    const target = notificationTarget(notification, area);
    return (
      <Paper key={notification.id} component="li" withBorder radius="md">
        {target ? (
          <UnstyledButton component={Link} href={target} p="sm" display="block" w="100%" mih={44}>
            <NotificationBody notification={notification} />
          </UnstyledButton>
        ) : (
          <Stack p="sm">
            <NotificationBody notification={notification} />
          </Stack>
        )}
      </Paper>
    );
  };

  if (notifications.isError)
    return (
      <LoadError
        title={title}
        message={notifications.error.message}
        onRetry={() => notifications.refetch()}
      />
    );
  return (
    <SignedInPage title={title}>
      {notifications.isPending && <PageLoader />}
      <PagedList items={notifications.data} row={row} label="Notifications" />
    </SignedInPage>
  );
}

export const NotificationsPage = ({ title }: { title: string }) => (
  <Notifications title={title} area="owner" />
);
export const SubUserNotificationsPage = ({ title }: { title: string }) => (
  <Notifications title={title} area="subuser" />
);

import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { askNotificationPermission, isIosStandalone } from '../push-token';

const shouldAsk = () =>
  isIosStandalone() && 'Notification' in window && Notification.permission === 'default';

/**
 * spec 01 §2: on an iOS home-screen install the login screen asks for notification permission.
 * iOS lets a page ask only in answer to a tap, hence the button.
 */
export function NotificationPrompt() {
  const [isVisible, setIsVisible] = useState(shouldAsk);
  if (!isVisible) return null;

  const handleAllow = async () => {
    await askNotificationPermission();
    setIsVisible(false);
  };

  return (
    <Alert color="navy" variant="light" icon={<IconBell aria-hidden />} title="Turn on notifications">
      <Stack gap="xs">
        <Text size="sm">Get event reminders and team messages on this device.</Text>
        <Button onClick={handleAllow} variant="filled" w="fit-content">
          Allow notifications
        </Button>
      </Stack>
    </Alert>
  );
}

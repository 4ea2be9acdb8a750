import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'wouter';

/** spec 03 §2: the dashboards' way to send an emergency alert (the owner and team leaders). */
export function AlertButton() {
  return (
    <Button
      component={Link}
      href="/send-alert"
      color="red.8"
      size="lg"
      mih={52}
      fullWidth
      leftSection={<IconAlertTriangle size={24} aria-hidden />}
    >
      Alert
    </Button>
  );
}

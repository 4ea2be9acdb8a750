import { Button } from '@mantine/core';
import { IconClipboardPlus } from '@tabler/icons-react';
import { Link } from 'wouter';

/** spec 03 §3: every member's dashboard reaches the incident form in one tap. */
export function ReportIncidentButton() {
  return (
    <Button
      component={Link}
      href="/report-incident"
      color="navy"
      variant="light"
      size="lg"
      mih={52}
      fullWidth
      leftSection={<IconClipboardPlus size={24} aria-hidden />}
    >
      Report incident
    </Button>
  );
}

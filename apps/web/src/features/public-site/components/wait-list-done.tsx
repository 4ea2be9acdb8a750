import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { BrowserLocationHook } from 'wouter/use-browser-location';
import { useNavigate } from '../../../lib/navigation';
import { WAIT_LIST_PATHS } from '../wait-list-step';
import { WaitListCard } from './wait-list-card';

/** Long enough to read the congratulation; then the visitor goes home (spec 01 §2, §4). */
export const WAIT_LIST_DONE_MS = 4000;

export function WaitListDone({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(WAIT_LIST_PATHS.done, { replace: true }),
      WAIT_LIST_DONE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <WaitListCard title="Thank you">
      <Stack gap="md" align="center" ta="center" py="md" role="status" aria-live="polite">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Text fz="lg" fw={600} c="navy.9">
          {message}
        </Text>
        <Text c="gray.7">Taking you back to the home page…</Text>
        <Button component={Link<BrowserLocationHook>} to={WAIT_LIST_PATHS.done} replace>
          Go to the home page
        </Button>
      </Stack>
    </WaitListCard>
  );
}

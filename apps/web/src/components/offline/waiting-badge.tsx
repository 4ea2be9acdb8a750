import { Badge, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useQueuedWrites } from './use-queued-writes';

// Its code loads at the first tap: the badge itself is on every signed-in page.
const WaitingList = lazy(() => import('./waiting-list').then((m) => ({ default: m.WaitingList })));

/** In the top bar: how many writes made offline wait to send (or were refused); tap to see them. */
export function WaitingBadge() {
  const writes = useQueuedWrites();
  const [isOpen, setIsOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const count = writes.length;
  return (
    <>
      {count > 0 && (
        <UnstyledButton
          ml="auto"
          mih={44}
          px={6}
          aria-label={`${count} waiting to send`}
          onClick={() => {
            setIsWanted(true);
            setIsOpen(true);
          }}
        >
          <Badge color="orange.9" size="md" tt="none" aria-hidden>
            {count} waiting
          </Badge>
        </UnstyledButton>
      )}
      {isWanted && (
        <Suspense fallback={null}>
          <WaitingList opened={isOpen && count > 0} onClose={() => setIsOpen(false)} writes={writes} />
        </Suspense>
      )}
    </>
  );
}

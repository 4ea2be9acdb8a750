import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { subscribeAlertFrames } from '../../lib/alert-frames';
import { useLocation } from '../../lib/navigation';

// Drawn only once an alert arrives: none of it is on a signed-in page's first screen.
const IncomingAlert = lazy(() =>
  import('../../features/alerts/components/incoming-alert').then((m) => ({ default: m.IncomingAlert })),
);

/** The screens where the alert is on screen already (the sender's form, the alert itself). */
const isShownAt = (pathname: string, frame: AlertLiveFrame) =>
  pathname === `/alerts/${frame.alert.id}` || (frame.event === 'sent' && pathname === '/send-alert');

/**
 * spec 03 §2: an alert sent to the team covers whatever signed-in screen is open, and its
 * all-clear takes its place; answers are the board's business.
 */
export function IncomingAlertHost() {
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;
  const [frame, setFrame] = useState<AlertLiveFrame | null>(null);

  useEffect(
    () =>
      subscribeAlertFrames((next) => {
        if (next.event === 'answer') return;
        setFrame((shown) => {
          const isSameAlert = shown?.alert.id === next.alert.id;
          if (isShownAt(where.current, next) && !isSameAlert) return shown;
          return next;
        });
      }),
    [],
  );

  if (!frame) return null;
  return (
    <Suspense fallback={null}>
      <IncomingAlert frame={frame} onClose={() => setFrame(null)} />
    </Suspense>
  );
}

import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's <Notifications> brings its container, transitions and styles. No
// page shows a toast before the visitor acts, so the container loads with the first toast; the
// store it reads already holds that toast, which then shows.
const ToastContainer = lazy(() => import('./toast-container').then((m) => ({ default: m.ToastContainer })));

export function ToastsHost() {
  const hasToasts = useNotifications().notifications.length > 0;
  const [isNeeded, setIsNeeded] = useState(false);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

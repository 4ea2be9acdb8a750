import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { TOAST } from '@faith-shield/contract/shared/constants';
import { Notifications } from '@mantine/notifications';

/** spec 01 §9: toasts last 2000 ms, centred at the top, 320 px wide. */
export function ToastContainer() {
  return <Notifications position="top-center" autoClose={TOAST.durationMs} containerWidth={TOAST.widthPx} />;
}

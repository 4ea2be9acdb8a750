import { TOAST } from '@faith-shield/contract/shared/constants';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// spec 01 §9: toasts last 2000 ms, top centre, 320 px wide (width and position are set once on
// <Notifications> in providers.tsx).
const show = (color: string, icon: ReactNode, message: string, title?: string) =>
  notifications.show({ color, icon, message, title, autoClose: TOAST.durationMs, withBorder: true });

export const showSuccess = (message: string, title?: string) =>
  show('teal.9', <IconCheck size={18} aria-hidden />, message, title);

export const showWarning = (message: string, title?: string) =>
  show('orange.9', <IconAlertTriangle size={18} aria-hidden />, message, title);

export const showError = (message: string, title?: string) =>
  show('red.9', <IconX size={18} aria-hidden />, message, title);

/** A button action's answer as a toast: its message, green when it succeeded, red when refused. */
export const showAnswer = (answer: { status: number; message: string }) =>
  answer.status === 1 ? showSuccess(answer.message) : showError(answer.message);

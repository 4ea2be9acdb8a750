import { getPushPublicKey } from './api/push-public-key';

/**
 * spec 01 §2 and §7: on an iOS home-screen install the login screen asks for notification
 * permission; on any device where it is granted, login sends the push subscription as
 * push_token. The app never asks on its own elsewhere.
 */
export const isIosStandalone = () => {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  const isIos =
    /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const isStandalone = nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches;
  return isIos && Boolean(isStandalone);
};

const canAskForPush = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

/** Asks once per install; iOS only lets a page ask in answer to a tap (the Login button). */
export const askNotificationPermission = async (): Promise<NotificationPermission | null> => {
  if (!isIosStandalone() || !canAskForPush()) return null;
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return null;
  }
};

const base64UrlToBytes = (text: string) => {
  const padded = `${text}${'='.repeat((4 - (text.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
};

/**
 * The push subscription (as JSON text) when notifications are granted: the one the device
 * already has, or a new one made with the server's VAPID key (push_public_key). Undefined
 * otherwise, or if anything fails: login then sends no push_token and goes on.
 */
export const getPushToken = async (): Promise<string | undefined> => {
  if (!canAskForPush() || !('PushManager' in window) || Notification.permission !== 'granted')
    return undefined;
  try {
    // No service worker (yet): no subscription, rather than waiting for ever.
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(resolve, 3000)),
    ]);
    if (!registration) return undefined;
    const existing = await registration.pushManager.getSubscription();
    if (existing) return JSON.stringify(existing);
    // Login waits for this: a slow answer costs a push subscription, never the sign-in.
    const key = await getPushPublicKey(AbortSignal.timeout(5000));
    const created = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(key),
    });
    return JSON.stringify(created);
  } catch {
    return undefined;
  }
};

import { useCallback, useState } from 'react';
import type { PhoneAt } from './api/add-map-chat';

export type PhonePosition =
  | { state: 'idle' }
  | { state: 'asking' }
  | { state: 'found'; at: PhoneAt; accuracy: number }
  | { state: 'refused' };

/** Whether this browser can tell where the phone is at all (it still asks the person). */
export const canLocatePhone = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Where the phone is now, asked of the browser when the person chooses to share it; the
 * browser asks them first, and a refusal or a time-out leaves the place of worship to share.
 */
export function usePhonePosition() {
  const [position, setPosition] = useState<PhonePosition>({ state: 'idle' });
  const locate = useCallback(() => {
    setPosition({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setPosition({
          state: 'found',
          at: { lat: Number(coords.latitude.toFixed(6)), long: Number(coords.longitude.toFixed(6)) },
          accuracy: Math.round(coords.accuracy),
        }),
      () => setPosition({ state: 'refused' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);
  const reset = useCallback(() => setPosition({ state: 'idle' }), []);
  return { position, locate, reset };
}

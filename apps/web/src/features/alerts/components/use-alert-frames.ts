import type { AlertLiveFrame } from '@faith-shield/contract/alerts/alert-live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeAlertFrames } from '../../../lib/alert-frames';
import { getAlertsQueryOptions } from '../api/get-alerts';

/** Calls `onFrame` for each live 'alert' frame while mounted. */
export function useAlertFrames(onFrame: (frame: AlertLiveFrame) => void) {
  const latest = useRef(onFrame);
  latest.current = onFrame;
  useEffect(() => subscribeAlertFrames((frame) => latest.current(frame)), []);
}

/** The alerts list follows the live frames: a new alert, an answer or an all-clear. */
export function useAlertFramesRefresh() {
  const queryClient = useQueryClient();
  useAlertFrames(() => void queryClient.invalidateQueries(getAlertsQueryOptions()));
}

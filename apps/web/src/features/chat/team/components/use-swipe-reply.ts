import { type PointerEvent, useRef, useState } from 'react';

/** How far a bubble must be drawn to the right for its reply to start, as messaging apps do. */
export const SWIPE_REPLY_PX = 56;
/** How far it follows the finger at most. */
const MAX_SHIFT_PX = 80;
/** A move shorter than this is still a tap or a long press. */
const SLOP_PX = 8;

type Gesture = { id: number; x: number; y: number; way: 'undecided' | 'across' | 'along' };

/**
 * Reply by swiping a bubble to the right (touch or pen): the bubble follows the finger
 * across; drawn past SWIPE_REPLY_PX and let go, it answers `onReply`. A move mostly up or down
 * is the thread's scroll and is left alone. `onMove` hears that the pointer moved past a tap
 * (a long press then stops).
 */
export function useSwipeReply(onReply: (() => void) | undefined, onMove: () => void) {
  const gesture = useRef<Gesture | undefined>(undefined);
  const [shift, setShift] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, released: boolean) => {
    const current = gesture.current;
    if (!current || current.id !== event.pointerId) return;
    gesture.current = undefined;
    if (released && current.way === 'across' && event.clientX - current.x >= SWIPE_REPLY_PX) onReply?.();
    setShift(0);
  };

  const handlers = onReply
    ? {
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          // a mouse drag selects text on a desktop, which has the '…' button and the right click
          if (event.pointerType === 'mouse') return;
          gesture.current = { id: event.pointerId, x: event.clientX, y: event.clientY, way: 'undecided' };
        },
        onPointerMove: (event: PointerEvent<HTMLElement>) => {
          const current = gesture.current;
          if (!current || current.id !== event.pointerId) return;
          const dx = event.clientX - current.x;
          const dy = event.clientY - current.y;
          if (current.way === 'undecided') {
            if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return;
            onMove();
            current.way = dx > 0 && Math.abs(dx) > Math.abs(dy) ? 'across' : 'along';
            if (current.way === 'across') event.currentTarget.setPointerCapture?.(event.pointerId);
          }
          if (current.way === 'across') setShift(Math.min(Math.max(dx, 0), MAX_SHIFT_PX));
        },
        onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
        onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
      }
    : {};

  return { handlers, shift, isArmed: shift >= SWIPE_REPLY_PX };
}

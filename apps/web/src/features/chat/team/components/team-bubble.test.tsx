import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../../test/stub-browser';
import { type BubbleContent, TeamBubble } from './team-bubble';
import { SWIPE_REPLY_PX } from './use-swipe-reply';

const content: BubbleContent = {
  name: 'Lena Leader',
  profile: '',
  text: 'Doors open at 9:30',
  images: [],
  replyTo: null,
  at: '2026-11-27T09:00:00.000Z',
  deleted: false,
};

afterEach(cleanup);

beforeAll(() => {
  stubBrowser();
  // jsdom has no PointerEvent: a mouse event carrying the pointer's id and kind stands for it
  if (!('PointerEvent' in window)) {
    class PointerEvent extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? '';
      }
    }
    Object.assign(window, { PointerEvent });
  }
});

function renderBubble(onReply = vi.fn(), more: Partial<BubbleContent> = {}) {
  render(
    <MantineProvider>
      <TeamBubble
        content={{ ...content, ...more }}
        isMine={false}
        onReply={onReply}
        onOpenPhoto={() => undefined}
      />
    </MantineProvider>,
  );
  return { onReply };
}

/** A finger put on the bubble at (40, 100), moved through `path`, then lifted (or taken by the browser). */
function swipe(element: HTMLElement, path: [number, number][], end: 'up' | 'cancel' = 'up') {
  const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true };
  fireEvent.pointerDown(element, { ...touch, clientX: 40, clientY: 100 });
  for (const [x, y] of path) fireEvent.pointerMove(element, { ...touch, clientX: x, clientY: y });
  const [x, y] = path.at(-1) ?? [40, 100];
  if (end === 'up') fireEvent.pointerUp(element, { ...touch, clientX: x, clientY: y });
  else fireEvent.pointerCancel(element, { ...touch, clientX: x, clientY: y });
}

/** The bubble: the block holding the message's text (or 'Message deleted'). */
const bubbleOf = (text = 'Doors open at 9:30') => screen.getByText(text).parentElement as HTMLElement;

describe('a team message bubble', () => {
  it('replies when swiped to the right past the mark, following the finger meanwhile', () => {
    const { onReply } = renderBubble();
    const bubble = bubbleOf();
    fireEvent.pointerDown(bubble, { pointerId: 7, pointerType: 'touch', clientX: 40, clientY: 100 });
    fireEvent.pointerMove(bubble, { pointerId: 7, pointerType: 'touch', clientX: 70, clientY: 103 });
    expect(bubble.style.transform).toBe('translateX(30px)');
    fireEvent.pointerMove(bubble, {
      pointerId: 7,
      pointerType: 'touch',
      clientX: 40 + SWIPE_REPLY_PX + 10,
      clientY: 104,
    });
    expect(bubble.getAttribute('data-swipe')).toBe('reply');
    fireEvent.pointerUp(bubble, {
      pointerId: 7,
      pointerType: 'touch',
      clientX: 40 + SWIPE_REPLY_PX + 10,
      clientY: 104,
    });
    expect(onReply).toHaveBeenCalledTimes(1);
    expect(bubble.style.transform).toBe('');
  });

  it('does not reply to a short swipe, a scroll up or down, a swipe to the left, or one the browser took', () => {
    const { onReply } = renderBubble();
    const bubble = bubbleOf();
    swipe(bubble, [
      [60, 100],
      [80, 101],
    ]);
    swipe(bubble, [
      [42, 130],
      [70, 200],
    ]);
    swipe(bubble, [
      [20, 100],
      [-40, 100],
    ]);
    swipe(
      bubble,
      [
        [70, 100],
        [140, 100],
      ],
      'cancel',
    );
    expect(onReply).not.toHaveBeenCalled();
    expect(bubble.style.transform).toBe('');
  });

  it('leaves a mouse drag to select text', () => {
    const { onReply } = renderBubble();
    const bubble = bubbleOf();
    fireEvent.pointerDown(bubble, { pointerId: 1, pointerType: 'mouse', clientX: 40, clientY: 100 });
    fireEvent.pointerMove(bubble, { pointerId: 1, pointerType: 'mouse', clientX: 160, clientY: 100 });
    fireEvent.pointerUp(bubble, { pointerId: 1, pointerType: 'mouse', clientX: 160, clientY: 100 });
    expect(onReply).not.toHaveBeenCalled();
  });

  it('cannot be replied to once deleted', () => {
    const { onReply } = renderBubble(vi.fn(), { deleted: true, text: '' });
    swipe(bubbleOf('Message deleted'), [
      [70, 100],
      [140, 100],
    ]);
    expect(onReply).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { isLastSeenStale, isSessionOver } from './session-lifetime';

const DAY = 86_400_000;
const lifetime = { SESSION_IDLE_DAYS: 30, SESSION_MAX_DAYS: 90 };
const signedIn = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(signedIn.getTime() + days * DAY);

describe('session lifetime', () => {
  it('keeps a session used within the idle timeout and the absolute lifetime', () => {
    expect(isSessionOver({ createdAt: signedIn, lastSeenAt: at(60) }, lifetime, at(89.9))).toBe(false);
  });

  it('ends a session unused for the idle timeout', () => {
    expect(isSessionOver({ createdAt: signedIn, lastSeenAt: at(10) }, lifetime, at(40))).toBe(true);
  });

  it('ends any session at its absolute lifetime, however recently used', () => {
    expect(isSessionOver({ createdAt: signedIn, lastSeenAt: at(89.99) }, lifetime, at(90))).toBe(true);
  });

  it('writes the last use at most hourly', () => {
    expect(isLastSeenStale(signedIn, new Date(signedIn.getTime() + 59 * 60_000))).toBe(false);
    expect(isLastSeenStale(signedIn, new Date(signedIn.getTime() + 60 * 60_000))).toBe(true);
  });
});

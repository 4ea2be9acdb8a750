import os from 'node:os';

/**
 * At most (cores − 1) argon2 computations run at once (at least one), so hashing never takes
 * every core from the event loop: other requests keep being answered while people sign in
 * (`npm run bench` holds the event loop's delay to a budget while logins run). Waiters are served in order.
 */
const SLOTS = Math.max(1, os.availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];

export async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing computation hands its slot straight to the first waiter, so a caller arriving
  // in between cannot take it too and run one more than SLOTS.
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

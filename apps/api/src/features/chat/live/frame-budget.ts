/**
 * How many frames a live connection may send: a bucket of `burst` that refills at `perSecond`
 * (a token bucket). A person's client sends a frame per message read and a ping now and then;
 * one that empties the bucket is not a person's.
 */
export function frameBudget({ burst, perSecond }: { burst: number; perSecond: number }, now = Date.now) {
  let tokens = burst;
  let at = now();
  /** Takes one frame from the budget; false when there is none left. */
  return () => {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - at) / 1000) * perSecond);
    at = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

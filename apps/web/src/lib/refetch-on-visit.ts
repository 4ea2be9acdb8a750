/**
 * An answer this recent counts as fresh however it was fetched: typically the one a screen's
 * first queries fetched as the app started (app/route.ts), a moment before the screen mounts.
 */
const JUST_FETCHED_MS = 2_000;

/**
 * `refetchOnMount` for a screen's first data that is asked afresh on every visit (the
 * dashboard's `home`, `/chat`'s list): each mount asks again, unless the answer came a moment
 * ago; then only if it was invalidated since. `'always'` asked both twice at start. What the
 * user's own actions change must invalidate it (reading a conversation marks the list stale).
 */
export const refetchOnEveryVisit = (query: { state: { dataUpdatedAt: number } }): boolean | 'always' =>
  Date.now() - query.state.dataUpdatedAt < JUST_FETCHED_MS ? true : 'always';

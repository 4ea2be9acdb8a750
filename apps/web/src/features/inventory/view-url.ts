/** The public view's address (spec 02 §2: the share sheet sends the view URL). */
export const viewUrlOf = (id: string) => `${window.location.origin}/view-inventory/${encodeURIComponent(id)}`;

/** One key per pair of people, whoever writes: both ids, the lower first. */
export const conversationKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

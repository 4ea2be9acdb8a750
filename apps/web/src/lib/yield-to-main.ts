/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input
 * in between: start-up work split this way makes several short tasks instead of one long one.
 */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

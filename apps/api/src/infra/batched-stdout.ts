/**
 * stdout for the log, written once per turn of the event loop instead of once per line (pino's
 * default). Kept for a measured reason: one write per line made a cheap call clearly dearer
 * (bench/README.md, "Security headers and the access line"). Lines keep their order; what is
 * pending is written before the process exits, so a crash's last lines are kept (stdout is
 * synchronous for files and pipes on Linux).
 */
export function batchedStdout(
  out: { write: (text: string) => unknown } = process.stdout,
  atExit: (flush: () => void) => void = (flush) => process.on('exit', flush),
) {
  let pending = '';
  let isScheduled = false;
  const flush = () => {
    isScheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  atExit(flush);
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= 64 * 1024) flush();
      else if (!isScheduled) {
        isScheduled = true;
        setImmediate(flush);
      }
      return true;
    },
  };
}

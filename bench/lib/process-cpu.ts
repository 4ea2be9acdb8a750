import fs from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in these ticks on every platform Node supports. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time another process has used so far, all its threads, in ms (Linux: /proc). Time a
 * process spends waiting for a core is not counted, which is what makes it steady on a host
 * shared with other programs, where req/s follows whoever else is running.
 */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name, which may itself hold spaces and parentheses
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * Creates `file` with `content` unless it exists, in one step that others see whole: the
 * content is written beside it first, then linked in under its name (a link fails if the name
 * is taken). With `writeFile`'s 'wx' flag the file appears empty before it is written, and a
 * second server starting at that moment read an empty key file and stopped.
 * Answers true when this call created it, false when it was there already.
 */
export async function createWholeFile(file: string, content: string, mode: number): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.draft`;
  await fs.writeFile(draft, content, { mode });
  try {
    await fs.link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

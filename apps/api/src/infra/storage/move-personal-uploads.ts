import fs from 'node:fs/promises';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { certificates, users } from '../../db/schema/index';
import { PRIVATE_FOLDER, PRIVATE_UPLOADS_PREFIX } from './storage';

// beside the uploads folder, not in it: a backup holds uploads only, and counts them
export const PERSONAL_UPLOADS_MOVED = 'personal-uploads-moved';

/**
 * Moves the files of personal pictures stored before they were private (the migration moved
 * their paths) from the public uploads folder into the private one, once: a marker file in the
 * data folder says it was done. Another process doing the same at the same time finds the file gone.
 */
export async function movePersonalUploads(db: Database, uploadsDir: string): Promise<void> {
  const privateDir = path.join(uploadsDir, PRIVATE_FOLDER);
  await fs.mkdir(privateDir, { recursive: true });
  const marker = path.join(path.dirname(uploadsDir), PERSONAL_UPLOADS_MOVED);
  if (
    await fs.stat(marker).then(
      () => true,
      () => false,
    )
  )
    return;
  const personal = `${PRIVATE_UPLOADS_PREFIX}%`;
  const rows = [
    ...(await db.select({ image: users.image }).from(users).where(like(users.image, personal))),
    ...(await db
      .select({ image: certificates.image })
      .from(certificates)
      .where(like(certificates.image, personal))),
  ];
  for (const { image } of rows) {
    const name = path.basename(image);
    await fs
      .rename(path.join(uploadsDir, name), path.join(privateDir, name))
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
  }
  await fs.writeFile(marker, '');
}

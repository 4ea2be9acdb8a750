import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The .eml files in the outbox addressed to `email`, oldest first (names start with the time). */
export async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
  return mails.filter((eml) => eml.includes(`To: ${email}`));
}

/** A notification mail's title: the first line after the greeting (the subject is fixed text). */
export const notificationTitle = (eml: string) => /^Hello,\r?\n\r?\n(.+)$/m.exec(eml)?.[1]?.trim();

const RESET_CODE = /reset code is (\d{6})\./;

/**
 * The reset code of the `count`-th reset mail (other mails, the welcome, are passed over) to `email`, read as a person reads it. The mail leaves
 * after the answer (so its timing tells nothing), hence the short wait.
 */
export async function readResetCode(dataDir: string, email: string, count = 1): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const mails = (await mailsTo(dataDir, email)).filter((eml) => RESET_CODE.test(eml));
    const code = mails[count - 1] ? RESET_CODE.exec(mails[count - 1] ?? '')?.[1] : undefined;
    if (code) return code;
    await sleep(20);
  }
  throw new Error(`no reset code mail number ${count} for ${email}`);
}

/** The first mail to `email`, its quoted-printable undone; mails leave after the answer, hence the wait. */
export async function firstMailTo(dataDir: string, email: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const [mail] = await mailsTo(dataDir, email);
    if (mail)
      return mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    await sleep(20);
  }
  throw new Error(`no mail to ${email}`);
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/**
 * With no SMS provider, each message is written as a text file into DATA_DIR/outbox/sms, and a
 * log line names the file (never the number or the text), as the mail outbox does.
 */
export function outboxSms(outboxDir: string, log: FastifyBaseLogger): SmsSender {
  return {
    async send({ to, text }) {
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.txt`);
      await fs.writeFile(file, `To: ${to}\n\n${text}\n`);
      log.info({ file }, 'text message written to outbox');
    },
  };
}

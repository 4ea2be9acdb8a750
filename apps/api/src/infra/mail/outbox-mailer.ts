import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * With no SMTP server, each message is written as a real .eml file (composed by nodemailer,
 * as SMTP would send it) into DATA_DIR/outbox, and a log line names the file.
 */
export function outboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, signal) {
      signal?.throwIfAborted();
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        outboxDir,
        `${stamp}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file, subject: message.subject }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
  };
}

import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../src/infra/mail/outbox-mailer';
import { smtpMailer } from '../../src/infra/mail/smtp-mailer';

const message = {
  to: 'deacon@example.org',
  subject: 'Your Faith Shield code',
  text: 'Your code is 123456',
  html: '<p>Your code is <b>123456</b></p>',
};

describe('mail', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('writes an .eml file with both bodies into the outbox when no SMTP server is set', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    await outboxMailer(dir, 'Faith Shield <no-reply@faithshield.local>', pino({ level: 'silent' })).send(
      message,
    );
    const [file] = await fs.readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(dir, file ?? ''), 'utf8');
    expect(eml).toContain('To: deacon@example.org');
    expect(eml).toContain('Subject: Your Faith Shield code');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve(undefined))));
    const { port } = smtp.server.address() as AddressInfo;
    await smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'no-reply@faithshield.local').send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your Faith Shield code');
    expect(received[0]).toContain('123456');
  });

  it('gives up on an SMTP server that accepts the connection and never greets', async () => {
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    await expect(
      smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'no-reply@faithshield.local').send(message),
    ).rejects.toThrow();
    // the greeting time-out, not nodemailer's default of 30 s
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);
});

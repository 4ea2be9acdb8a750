import os from 'node:os';
import pino from 'pino';
import type { LogDestination } from './logger';

export type AccessEntry = {
  reqId: string;
  method: string;
  /** Already redacted (redactUrl). */
  url: string;
  ip: string;
  statusCode: number;
  responseTimeMs: number;
};

/**
 * The access log: one line per answered request, in the shape pino gives every other line
 * (level, time, pid, hostname, then the fields, then msg), written straight to the log's
 * destination. Its fields are few and known, so it is put together by hand, every value that
 * could hold a visitor's text JSON-escaped (access-line.test.ts holds it to pino's output).
 * Kept for a measured reason: through pino's serializer and redaction the line made cheap calls
 * miss their budget (bench/README.md, "Security headers and the access line"). Null when the
 * level hides info lines.
 */
export function accessLine(level: string, stream: LogDestination) {
  const info = pino.levels.values.info ?? 30;
  if ((pino.levels.values[level] ?? Number.POSITIVE_INFINITY) > info) return null;
  const head = `{"level":${info},"time":`;
  const origin = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;
  return (entry: AccessEntry) => {
    stream.write(
      `${head}${Date.now()}${origin},"reqId":${JSON.stringify(entry.reqId)},"req":{"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(entry.url)},"ip":${JSON.stringify(entry.ip)}},"res":{"statusCode":${entry.statusCode}},"responseTime":${Math.round(entry.responseTimeMs * 100) / 100},"msg":"request completed"}\n`,
    );
  };
}

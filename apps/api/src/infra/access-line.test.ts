import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLine } from './access-line';

const collect = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => lines.push(line) } };
};

const entry = {
  reqId: 'req-7',
  method: 'POST',
  url: '/api/home_page',
  ip: '127.0.0.1',
  statusCode: 200,
  responseTimeMs: 0.123456,
};

describe('accessLine', () => {
  it('writes the line pino would write, fields in the same order', () => {
    const ours = collect();
    const theirs = collect();
    accessLine('info', ours.stream)?.(entry);
    pino({ level: 'info' }, theirs.stream).info(
      {
        reqId: entry.reqId,
        req: { method: entry.method, url: entry.url, ip: entry.ip },
        res: { statusCode: entry.statusCode },
        responseTime: 0.12,
      },
      'request completed',
    );
    const withoutTime = (line: string | undefined) => ({ ...JSON.parse(line ?? '{}'), time: 0 });
    expect(ours.lines).toHaveLength(1);
    expect(Object.keys(JSON.parse(ours.lines[0] ?? '{}'))).toEqual(
      Object.keys(JSON.parse(theirs.lines[0] ?? '{}')),
    );
    expect(withoutTime(ours.lines[0])).toEqual(withoutTime(theirs.lines[0]));
  });

  it('keeps text a client chose (a forwarded address, a path) inside its JSON string', () => {
    const { lines, stream } = collect();
    accessLine('info', stream)?.({ ...entry, ip: '1.2.3.4","level":60,"x":"', url: '/a"\n{"forged":1}' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line.level).toBe(30);
    expect(line.req.ip).toBe('1.2.3.4","level":60,"x":"');
    expect(line.req.url).toBe('/a"\n{"forged":1}');
    expect(lines[0]?.trimEnd()).not.toContain('\n');
  });

  it('is off when the level hides info lines', () => {
    expect(accessLine('warn', collect().stream)).toBeNull();
    expect(accessLine('silent', collect().stream)).toBeNull();
    expect(accessLine('debug', collect().stream)).not.toBeNull();
  });
});

import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedStdout } from './batched-stdout';

const collector = () => {
  const writes: string[] = [];
  return { writes, out: { write: (text: string) => writes.push(text) } };
};

describe('batchedStdout', () => {
  it('writes the lines of one turn of the event loop at once, in order', async () => {
    const { writes, out } = collector();
    const log = batchedStdout(out);
    log.write('{"msg":"one"}\n');
    log.write('{"msg":"two"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    log.write('{"msg":"three"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n', '{"msg":"three"}\n']);
  });

  it('writes at once when a turn has piled up 64 KB', () => {
    const { writes, out } = collector();
    const log = batchedStdout(out);
    log.write(`${'x'.repeat(64 * 1024)}\n`);
    expect(writes).toHaveLength(1);
  });

  it('writes what is pending when the process exits', () => {
    const { writes, out } = collector();
    let exit = () => {};
    const log = batchedStdout(out, (flush) => {
      exit = flush;
    });
    log.write('{"msg":"last words"}\n');
    exit();
    expect(writes).toEqual(['{"msg":"last words"}\n']);
  });
});

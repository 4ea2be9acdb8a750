import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

type Bundle = Record<string, Record<string, unknown>>;

/** Runs the plugin's last step over a bundle as Rolldown hands it over. */
const hinted = (bundle: Bundle) => {
  const step = compileHints().generateBundle as { handler: (...args: unknown[]) => void };
  step.handler.call({}, {}, bundle, false);
  return bundle;
};

const chunk = (code: string) => ({
  type: 'chunk',
  fileName: 'assets/app-1a2b3c.js',
  code,
  map: { mappings: 'AAAA;AACA' },
});

describe('every script the build writes opens with V8’s compile hint', () => {
  it('puts the hint on the first line, before Vite’s preload map', () => {
    const bundle = hinted({ 'assets/app-1a2b3c.js': chunk('const __vite__mapDeps=1;\nrun();') });
    expect(bundle['assets/app-1a2b3c.js']?.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nrun();`);
  });

  it('moves the source map one line down, in the chunk and in its .map file', () => {
    const bundle = hinted({
      'assets/app-1a2b3c.js': chunk('run();'),
      'assets/app-1a2b3c.js.map': { type: 'asset', source: JSON.stringify({ mappings: 'AAAA;AACA' }) },
    });
    expect(bundle['assets/app-1a2b3c.js']?.map).toEqual({ mappings: ';AAAA;AACA' });
    expect(JSON.parse(String(bundle['assets/app-1a2b3c.js.map']?.source)).mappings).toBe(';AAAA;AACA');
  });

  it('leaves stylesheets and a script that already has it alone', () => {
    const css = { type: 'asset', fileName: 'assets/web.css', source: '.a{}' };
    const twice = hinted({ 'assets/app-1a2b3c.js': chunk(`${COMPILE_HINT}\nrun();`), 'assets/web.css': css });
    expect(twice['assets/app-1a2b3c.js']?.code).toBe(`${COMPILE_HINT}\nrun();`);
    expect(twice['assets/web.css']?.source).toBe('.a{}');
  });
});

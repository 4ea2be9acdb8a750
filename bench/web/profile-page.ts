import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { startBenchServer } from '../lib/server-process';

/**
 * `tsx bench/web/profile-page.ts --page /dashboard --cpu 8 [--over 50] [--dist apps/web/dist]`:
 * where a signed-in first visit spends its main thread. A V8 CPU profile of the first 6 s of
 * the page at a fixed CPU slowdown, summed by function and by script (self time, in throttled
 * milliseconds), each task longer than `--over` ms, and the profile itself in bench/results/
 * for Chromium's DevTools. Lighthouse's mobile audit loads the page unslowed and multiplies
 * each task of 10 ms or more by its slowdown (shorter ones it drops): `--cpu 1 --over 10`
 * lists the tasks its blocking time is made of.
 */
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? (argv[at + 1] ?? fallback) : fallback;
};
const page = arg('--page', '/dashboard');
const cpu = Number(arg('--cpu', '8'));
const dist = path.resolve(arg('--dist', 'apps/web/dist'));
const top = Number(arg('--top', '40'));
const overMs = Number(arg('--over', '50'));

type ProfileNode = {
  id: number;
  callFrame: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime?: number };

const sessionScript = (token: string) => `
  if (!localStorage.getItem('token')) {
    localStorage.setItem('token', ${JSON.stringify(token)});
    localStorage.setItem('type', '1');
    localStorage.setItem('subscriptions_id', '1');
  }
`;

type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  ph: string;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
      frame?: string;
      url?: string;
      functionName?: string;
      type?: string;
    };
  };
};

/** The page renderer's V8 profile: the profile with the most samples among the trace's chunks. */
function profileOfTrace(trace: { traceEvents: TraceEvent[] }): Profile & { pid: number } {
  const profiles = new Map<string, Profile & { pid: number }>();
  const starts = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (event.name === 'Profile') starts.set(`${event.pid}:${event.id}`, event.args?.data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id}`;
    const profile = profiles.get(key) ?? { pid: event.pid, nodes: [], samples: [], timeDeltas: [] };
    profile.nodes.push(...(event.args?.data?.cpuProfile?.nodes ?? []));
    profile.samples.push(...(event.args?.data?.cpuProfile?.samples ?? []));
    profile.timeDeltas.push(...(event.args?.data?.timeDeltas ?? []));
    profiles.set(key, profile);
  }
  for (const [key, profile] of profiles) profile.startTime = starts.get(key);
  return (
    [...profiles.values()].sort((a, b) => b.samples.length - a.samples.length)[0] ?? {
      pid: 0,
      nodes: [],
      samples: [],
      timeDeltas: [],
    }
  );
}

const maps = new Map<string, TraceMap | null>();

/** The source file a position of a built script came from (its source map's path). */
function originalFile(url: string, line: number, column: number) {
  if (!url.includes('/assets/') || line < 0) return undefined;
  const file = path.join(dist, 'assets', `${path.basename(url)}.map`);
  if (!maps.has(file))
    maps.set(file, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
  const map = maps.get(file);
  if (!map) return undefined;
  return originalPositionFor(map, { line: line + 1, column }).source ?? '';
}

/** The package (node_modules/<name>) or app folder a position of a built script came from. */
function originalSource(url: string, line: number, column: number) {
  const source = originalFile(url, line, column);
  if (source === undefined) return undefined;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  return source.replace(/^.*?\/src\//, 'src/').replace(/\/[^/]+$/, '/');
}

/**
 * The renderer main thread's work by kind (style, layout, parsing, compiling, script), in
 * throttled milliseconds: the trace's timeline events, each counted with its full duration.
 */
function mainThreadWork(trace: { traceEvents: TraceEvent[] }, pid: number) {
  const main = trace.traceEvents.find(
    (event) => event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const byName = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (event.pid !== pid || event.tid !== main?.tid || event.ph !== 'X' || !event.dur) continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
  }
  return [...byName].sort((a, b) => b[1] - a[1]);
}

/**
 * Each task over `overMs` on the main thread (what Lighthouse's blocking time counts): when it
 * started (ms after the navigation), how long it took, and the sources its samples fell in.
 */
function longTasks(trace: { traceEvents: TraceEvent[] }, profile: Profile & { pid: number }) {
  const main = trace.traceEvents.find(
    (event) =>
      event.pid === profile.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const navigation = trace.traceEvents.find(
    (event) => event.pid === profile.pid && event.name === 'navigationStart',
  )?.ts;
  const sourceOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName = '', url = '', lineNumber = -1, columnNumber = -1 } = node.callFrame;
    sourceOf.set(
      node.id,
      originalSource(url, lineNumber, columnNumber) ?? (path.basename(url) || `(${functionName})`),
    );
  }
  // The app's own file nearest each sample on its stack: which screen or component a
  // package's work (React rendering, Mantine styling) was done for.
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const appFileOf = (nodeId: number) => {
    for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
      const frame = nodeById.get(id)?.callFrame;
      if (!frame?.url) continue;
      const source = originalFile(frame.url, frame.lineNumber ?? -1, frame.columnNumber ?? -1);
      if (source?.includes('/src/')) return path.basename(source);
    }
    return '(no app frame)';
  };
  const sampleTimes: number[] = [];
  let at = profile.startTime ?? 0;
  for (const delta of profile.timeDeltas) {
    at += delta;
    sampleTimes.push(at);
  }
  const tasks = trace.traceEvents.filter(
    (event) =>
      event.pid === profile.pid &&
      event.tid === main?.tid &&
      event.name === 'RunTask' &&
      (event.dur ?? 0) > overMs * 1000,
  );
  const onMain = trace.traceEvents
    .filter(
      (event) =>
        event.pid === profile.pid &&
        event.tid === main?.tid &&
        event.ph === 'X' &&
        !/RunTask|MicrotaskCheckpoint|RunMicrotasks|v8\.callFunction|V8\.|LocalWindowProxy/.test(event.name),
    )
    .sort((a, b) => a.ts - b.ts);
  /** A task's first-level pieces (parse, script of a file, style, layout …), the longest first. */
  const piecesOf = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const pieces: TraceEvent[] = [];
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts > end) continue;
      const last = pieces.at(-1);
      if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
      pieces.push(event);
    }
    return pieces
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((event) => {
        const data = event.args?.data;
        const what = data?.url ? path.basename(data.url) : (data?.functionName ?? data?.type ?? '');
        return `${event.name}${what ? `(${what})` : ''} ${Math.round((event.dur ?? 0) / 1000)}`;
      })
      .join(', ');
  };
  return tasks.map((task) => {
    const bySource = new Map<string, number>();
    sampleTimes.forEach((time, index) => {
      if (time < task.ts || time > task.ts + (task.dur ?? 0)) return;
      const source = sourceOf.get(profile.samples[index] ?? -1) ?? '?';
      const delta = (profile.timeDeltas[index] ?? 0) / 1000;
      bySource.set(source, (bySource.get(source) ?? 0) + delta);
    });
    const byAppFile = new Map<string, number>();
    sampleTimes.forEach((time, index) => {
      if (time < task.ts || time > task.ts + (task.dur ?? 0)) return;
      const file = appFileOf(profile.samples[index] ?? -1);
      byAppFile.set(file, (byAppFile.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 4);
    const topAppFiles = [...byAppFile].sort((a, b) => b[1] - a[1]).slice(0, 3);
    return {
      startMs: Math.round((task.ts - (navigation ?? task.ts)) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 1000),
      sources: top.map(([source, ms]) => `${source} ${Math.round(ms)}`).join(', '),
      appFiles: topAppFiles.map(([file, ms]) => `${file} ${Math.round(ms)}`).join(', '),
      pieces: piecesOf(task),
    };
  });
}

function selfTimes(profile: Profile) {
  const byNode = new Map<number, number>();
  profile.samples.forEach((node, index) => {
    byNode.set(node, (byNode.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = byNode.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName = '', url = '', lineNumber = -1, columnNumber = -1 } = node.callFrame;
    const script = path.basename(url) || `(${functionName || 'native'})`;
    const name = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const source = originalSource(url, lineNumber, columnNumber) ?? script;
    byPackage.set(source, (byPackage.get(source) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { byFunction: sorted(byFunction), byScript: sorted(byScript), byPackage: sorted(byPackage) };
}

async function main() {
  const server = await startBenchServer({ webDistDir: dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript({ content: sessionScript(server.owner.token) });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // A trace, not the Profiler domain: the navigation may move the page to a new renderer.
    await browser.startTracing(tab, {
      categories: [
        'disabled-by-default-v8.cpu_profiler',
        'v8.execute',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'blink.user_timing',
        'v8',
      ],
    });
    await tab.goto(`${server.url}${page}`, { waitUntil: 'load' });
    await tab.waitForTimeout(6000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const profile = profileOfTrace(trace);
    const { byFunction, byScript, byPackage } = selfTimes(profile);
    const file = path.resolve('bench/results', `profile${page.replaceAll('/', '-')}.cpuprofile`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    const ms = (value: number) => `${Math.round(value)}`.padStart(6);
    console.log(`${page} at ${cpu}× CPU slowdown, first 6 s, self time (ms):`);
    for (const [script, time] of byScript.slice(0, 15)) console.log(ms(time), script);
    const tasks = longTasks(trace, profile);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
    const total = tasks.reduce((sum, task) => sum + task.durationMs, 0);
    console.log(
      `tasks over ${overMs} ms: ${tasks.length}, ${total} ms in all, blocking ${blocking} ms (start ms, duration ms, sources):`,
    );
    for (const task of tasks)
      console.log(
        `${`${task.startMs}`.padStart(6)} ${`${task.durationMs}`.padStart(5)}  ${task.pieces}  | ${task.sources}  | for ${task.appFiles}`,
      );
    console.log('main thread by kind (inclusive ms; nested kinds overlap):');
    for (const [name, time] of mainThreadWork(trace, profile.pid).slice(0, 15)) console.log(ms(time), name);
    console.log('by source (package or app folder):');
    for (const [source, time] of byPackage.slice(0, 25)) console.log(ms(time), source);
    console.log('by function:');
    for (const [name, time] of byFunction.slice(0, top)) console.log(ms(time), name);
    console.log(`profile: ${file}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

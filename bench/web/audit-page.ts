import lighthouse from 'lighthouse';
import type { RunConditions } from './calibration';
import type { AuditedPage } from './pages';

export type PageFigures = {
  path: string;
  signedIn: boolean;
  scores: { performance: number; accessibility: number; bestPractices: number };
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript downloaded by this first visit, as sent over the wire (compressed). */
  jsKb: number;
  jsFiles: number;
  /** The addresses of those scripts. */
  jsUrls: string[];
  totalKb: number;
  /** Fetched by the service worker for later visits, beside the page's own requests. */
  precachedKb: number;
  /** Audits that cost points in a category held to a budget: `category: id (title)`. */
  failingAudits: string[];
  /** What the largest paint was, and where its time went (Lighthouse's LCP breakdown). */
  lcpElement: string;
  conditions: RunConditions;
};

type NetworkItem = {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  /** 'page' for the page's own requests; the service worker's precaching is another target. */
  sessionTargetType?: string;
};

/** The first items of an audit's table, enough to name what failed. */
const detailOf = (details: unknown): string => {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  if (items.length === 0) return '';
  const text = items
    .slice(0, 3)
    .map((item) => JSON.stringify(item).slice(0, 300))
    .join(' | ');
  return `: ${text}`;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/**
 * One Lighthouse run (mobile, the default) of a page through the browser on `port`, its CPU
 * slowed down `cpuSlowdown` times (calibration.ts).
 */
export async function auditPage(
  origin: string,
  page: AuditedPage,
  port: number,
  cpuSlowdown: number,
): Promise<PageFigures & { lhr: unknown }> {
  const result = await lighthouse(`${origin}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The signed-in page needs the session the browser holds (web.ts seeds it, empty otherwise).
    disableStorageReset: page.signedIn,
    // Merged into the mobile defaults: only the CPU slowdown changes.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown } as never,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const network = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  // What the page itself loads; the service worker's precache of the rest comes after it.
  const pageRequests = network.filter((item) => (item.sessionTargetType ?? 'page') === 'page');
  const scripts = pageRequests.filter((item) => item.resourceType === 'Script');
  const kb = (items: NetworkItem[]) =>
    Math.round((items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024) * 10) / 10;
  const failingAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category !== 'performance')
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
      )
      .map(
        ({ ref, audit }) =>
          `${category}: ${ref.id} (${audit?.title}${audit?.displayValue ? `, ${audit.displayValue}` : ''})${detailOf(audit?.details)}`,
      ),
  );
  return {
    path: page.path,
    signedIn: page.signedIn,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    },
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    jsKb: kb(scripts),
    jsFiles: scripts.length,
    jsUrls: scripts.map((item) => item.url ?? ''),
    totalKb: kb(pageRequests),
    precachedKb: kb(network.filter((item) => !pageRequests.includes(item))),
    failingAudits,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    conditions: { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), cpuSlowdown },
    lhr,
  };
}

type TableDetails = {
  items?: { node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }[];
};

/** 'h1.title …: TTFB 120 ms, Render Delay 2,300 ms' from the audit's two tables. */
function lcpElementOf(details: unknown): string {
  const tables = ((details as { items?: TableDetails[] } | undefined)?.items ?? []) as TableDetails[];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? [])
    .filter((item) => item.phase && item.timing !== undefined)
    .map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`);
  return `${node?.nodeLabel ?? node?.selector ?? '?'}${phases.length ? `: ${phases.join(', ')}` : ''}`;
}

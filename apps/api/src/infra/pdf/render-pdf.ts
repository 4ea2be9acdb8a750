import { Worker } from 'node:worker_threads';
import { PdfQueueFull } from './pdf-queue-full';

/** A pdfmake document definition: plain data (text, tables, styles), no functions. */
export type PdfDocument = Record<string, unknown>;

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Answer = { id: number; pdf?: Uint8Array; error?: string };

const workerFile = new URL('./pdf-worker.mjs', import.meta.url);

/**
 * At most this many documents wait in, or are built by, the one worker: a report takes it a few
 * hundred ms, so the last of them is built within seconds; past it the caller is told to retry.
 */
export const PDF_QUEUE_MAX = 8;
const RETRY_AFTER_SECONDS = 10;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

const failAll = (stopped: Worker, error: Error) => {
  if (worker !== stopped) return;
  worker = undefined;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
};

/** One worker thread, started on first use and never keeping the process alive when idle. */
function pdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(workerFile);
  started.unref();
  started.on('message', ({ id, pdf, error }: Answer) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (pdf) waiting.resolve(Buffer.from(pdf));
    else waiting.reject(new Error(`PDF not built: ${error ?? 'no answer'}`));
  });
  started.on('error', (error) => failAll(started, error));
  started.on('exit', (code) => failAll(started, new Error(`the PDF worker stopped (exit ${code})`)));
  worker = started;
  return started;
}

/**
 * Builds a PDF with pdfmake in a worker thread, never on the event loop (DESIGN.md §4b).
 * Documents queue in the one worker, so PDFs never take more than one core. `footer` is
 * printed at the foot of every page with the page number. A full queue
 * (PDF_QUEUE_MAX) rejects at once with PdfQueueFull.
 */
export function renderPdf(doc: PdfDocument, options: { footer?: string } = {}): Promise<Buffer> {
  if (pending.size >= PDF_QUEUE_MAX) return Promise.reject(new PdfQueueFull(RETRY_AFTER_SECONDS));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    pdfWorker().postMessage({ id, doc, footer: options.footer });
  });
}

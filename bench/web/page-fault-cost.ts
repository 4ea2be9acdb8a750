import { median } from '../lib/interleaved';

/**
 * What the kernel takes to give a process a fresh 4 KiB page, in microseconds. Lighthouse's
 * benchmark index is a loop in JavaScript and never asks for memory, but a first visit does:
 * each of the browser's new processes takes about 30,000 fresh pages. On a host whose page
 * faults are slow (a VM whose page tables are kept by software, seen at 11–12 µs) that alone
 * adds about half a second of the renderer's time at 1×, which the slowdown then multiplies,
 * so no calibration by the index emulates the phone there (decision 076).
 */
export const MAX_PAGE_FAULT_MICROS = 4;

const PAGE = 4096;
/** 64 MiB: above glibc's largest mmap threshold, so each buffer is fresh memory from the kernel. */
const BYTES = 64 * 1024 * 1024;
const READINGS = 5;

function touchFreshPages(): number {
  const buffer = Buffer.allocUnsafe(BYTES);
  const started = process.hrtime.bigint();
  for (let offset = 0; offset < BYTES; offset += PAGE) buffer[offset] = 1;
  return Number(process.hrtime.bigint() - started) / 1_000 / (BYTES / PAGE);
}

/** The median of five readings, each the mean over 16,384 first touches. */
export function readPageFaultCost(): { micros: number; readings: number[] } {
  const readings = Array.from({ length: READINGS }, () => Math.round(touchFreshPages() * 100) / 100);
  return { micros: median(readings), readings };
}

export const canEmulatePhone = (micros: number) => micros <= MAX_PAGE_FAULT_MICROS;

export const pageFaultLine = ({ micros, readings }: { micros: number; readings: number[] }) =>
  `Page fault ${micros} µs (median of ${readings.join(' ')}): ` +
  (canEmulatePhone(micros)
    ? `within ${MAX_PAGE_FAULT_MICROS} µs, so the host can emulate the phone`
    : `over ${MAX_PAGE_FAULT_MICROS} µs, so the host cannot emulate the phone: times are printed, not judged (decision 076)`);

import type { Report } from '@faith-shield/contract/reports/report-fields';
import { JsonText } from '../../http/json-text';

/** A kept report: its content and its JSON, written once while it is kept. */
export type KeptReport = { content: Omit<Report, 'url'>; json: string };

export const keptReportOf = (content: Omit<Report, 'url'>): KeptReport => ({
  content,
  json: JSON.stringify(content),
});

/**
 * The answer of a kept report with its fresh url: the kept JSON with the url appended, so the
 * month's events (the bulk of it) are not encoded again on every request (http/json-text.ts).
 */
export const answerOf = ({ content, json }: KeptReport, url: string): JsonText<Report> =>
  JsonText.written({ ...content, url }, `${json.slice(0, -1)},"url":${JSON.stringify(url)}}`);

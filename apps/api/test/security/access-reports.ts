import type { AccessEntry } from './access-table';

const A_MONTH = () => ({ month: 11, year: 2025 });

/** Monthly reports (decision 021): the signed-in user's own; the share link and PDF by token. */
export const REPORTS_ACCESS: Record<string, AccessEntry> = {
  get_report: { access: 'user', tier: 'advance', own: { code: 200, fields: A_MONTH } },
  get_report_share: { access: 'user', tier: 'advance', own: { code: 200 } },
  share_report: { access: 'user', tier: 'advance', own: { code: 200 } },
  stop_sharing_report: { access: 'user', tier: 'advance', own: { code: 200 } },
  get_shared_report: {
    access: 'public',
    publicBecause:
      'the shared report page (/monthly-reports-view) is read without sign-in; its share token is the key',
  },
  report_pdf: {
    access: 'signed_link',
    verifiedBy: 'an HMAC-SHA256 signature of whose report, the month and an expiry a few minutes ahead',
  },
};

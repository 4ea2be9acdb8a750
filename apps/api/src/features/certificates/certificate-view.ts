import type { Certificate, TeamCertificate } from '@faith-shield/contract/certificates/certificate-form';
import type { certificates } from '../../db/schema/index';

type Row = typeof certificates.$inferSelect;

/** A certificate's row as every list and detail answers it (spec 02 §3). */
export const certificateView = (row: Row): Certificate => ({
  id: row.id,
  user_id: row.userId,
  type: row.type,
  licence_number: row.licenceNumber,
  certificate_title: row.certificateTitle,
  issue_date: row.issueDate,
  expiration_date: row.expirationDate,
  description: row.description,
  image: row.image,
});

/** A team member's certificate, with the holder's name (the owner's lists). */
export const teamCertificateView = (
  row: Row,
  holder: { firstName: string; lastName: string },
): TeamCertificate => ({ ...certificateView(row), first_name: holder.firstName, last_name: holder.lastName });

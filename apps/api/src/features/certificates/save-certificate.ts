import { CERTIFICATE_MESSAGES } from '@faith-shield/contract/certificates/certificate-messages';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/index';
import { notFound } from '../../http/api-error';
import type { AppDeps } from '../../http/app-deps';
import type { UploadedFile } from '../../infra/storage/uploaded-file';
import type { CertificateInput } from './certificate-input';

type Row = typeof certificates.$inferSelect;

const columns = (input: CertificateInput) => ({
  type: input.type,
  licenceNumber: input.licence_number,
  certificateTitle: input.certificate_title,
  issueDate: input.issue_date,
  expirationDate: input.expiration_date,
  description: input.description,
});

// spec 02 §5 and §9: a certificate image is a JPG or PNG of at most 2 MB, judged by its content.
const saveImage = (deps: AppDeps, file: UploadedFile) =>
  deps.storage.saveImage(file, { field: 'image', maxBytes: PICTURE_MAX_BYTES, personal: true });

/** add_certificate: the holder's new certificate; the image is stored first, removed if the write fails. */
export async function addCertificate(
  deps: AppDeps,
  holder: { organisationId: string; userId: string },
  input: CertificateInput & { image: UploadedFile },
): Promise<Row> {
  const image = await saveImage(deps, input.image);
  try {
    const [row] = await deps.db
      .insert(certificates)
      .values({ ...holder, ...columns(input), image })
      .returning();
    if (!row) throw new Error('certificate not added');
    return row;
  } catch (error) {
    await deps.storage.remove(image);
    throw error;
  }
}

/**
 * update_certificate and update_sub_user_certificate: the fields, and a new image when one is
 * sent (the old one is removed once the new one is saved). A new expiration date starts its
 * reminders afresh (features/certificates/expiry-reminders.ts).
 */
export async function updateCertificate(deps: AppDeps, current: Row, input: CertificateInput): Promise<Row> {
  const image = input.image ? await saveImage(deps, input.image) : undefined;
  try {
    const [row] = await deps.db
      .update(certificates)
      .set({ ...columns(input), updatedAt: deps.now(), ...(image ? { image } : {}) })
      .where(eq(certificates.id, current.id))
      .returning();
    // deleted between the look-up and the write
    if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
    if (image) await deps.storage.remove(current.image);
    return row;
  } catch (error) {
    if (image) await deps.storage.remove(image);
    throw error;
  }
}

/** delete_certificate_by_id and sub_users_certificate_delete: the certificate and its image. */
export async function deleteCertificate(deps: AppDeps, current: Row): Promise<void> {
  await deps.db.delete(certificates).where(eq(certificates.id, current.id));
  await deps.storage.remove(current.image);
}

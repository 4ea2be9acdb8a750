import { fieldsOfType, type RequiredField } from '@faith-shield/contract/certificates/certificate-fields';
import type { Certificate } from '@faith-shield/contract/certificates/certificate-form';
import {
  CERTIFICATE_TYPES,
  LICENCE_NUMBER_MAX,
} from '@faith-shield/contract/certificates/certificate-messages';
import { PICTURE_MAX_BYTES } from '@faith-shield/contract/shared/constants';
import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { Button, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useCallForm } from '../../../components/forms/use-call-form';
import { ImageDropPicker } from '../../../components/images/image-drop-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';

const SCHEMAS = {
  add: lazySchema(() =>
    import('@faith-shield/contract/certificates/add-certificate').then((m) => m.AddCertificateRequestSchema),
  ),
  edit: lazySchema(() =>
    import('@faith-shield/contract/certificates/update-certificate').then(
      (m) => m.UpdateCertificateRequestSchema,
    ),
  ),
  team: lazySchema(() =>
    import('@faith-shield/contract/certificates/update-sub-user-certificate').then(
      (m) => m.UpdateSubUserCertificateRequestSchema,
    ),
  ),
};

export type CertificateFormValues = {
  type: string;
  licence_number: string;
  certificate_title: string;
  issue_date: string;
  expiration_date: string;
  description: string;
  /** A new image, chosen in this form. */
  image: File | null;
};

const valuesOf = (certificate?: Certificate): CertificateFormValues => ({
  type: certificate?.type ?? '',
  licence_number: certificate?.licence_number ?? '',
  certificate_title: certificate?.certificate_title ?? '',
  issue_date: certificate?.issue_date ?? '',
  expiration_date: certificate?.expiration_date ?? '',
  description: certificate?.description ?? '',
  image: null,
});

/** What is sent: the fields the type shows; the others empty, as the form left them. */
const shownOnly = (values: CertificateFormValues): CertificateFormValues => {
  const shown = new Set<RequiredField>(fieldsOfType(values.type));
  const keep = (field: RequiredField) => (shown.has(field) ? values[field] : '');
  return {
    ...values,
    certificate_title: keep('certificate_title'),
    issue_date: keep('issue_date'),
    expiration_date: keep('expiration_date'),
  };
};

type Props = {
  /** add: a new one (image required); edit: one's own; team: a member's, by the owner. */
  kind: keyof typeof SCHEMAS;
  certificate?: Certificate;
  /** Where success goes (spec 02 §2, §8). */
  listPath: string;
  onSave: (values: CertificateFormValues & { id: string; user_id: string }) => Promise<Envelope<unknown>>;
};

/**
 * The certificate form (spec 02 §2, §5): the type first, then the fields that type asks for,
 * the image drop area (JPG or PNG, 2 MB) and submit; the shared schema's messages under each
 * field. Status 0 shows the server's message in a red alert; success toasts and goes to the list.
 */
export function CertificateForm({ kind, certificate, listPath, onSave }: Props) {
  const schema = SCHEMAS[kind];
  const navigate = useNavigate();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema: {
      ...schema,
      // hidden fields count as empty, as they are sent
      validate: (values) =>
        schema.validate({
          ...(values as CertificateFormValues),
          ...shownOnly(values as CertificateFormValues),
        }),
    },
    initialValues: {
      ...valuesOf(certificate),
      id: certificate?.id ?? '',
      user_id: certificate?.user_id ?? '',
    },
    transformValues: (values) => ({ ...values, ...shownOnly(values) }),
    send: onSave,
    onSuccess: () => navigate(listPath),
  });
  const shown = new Set<RequiredField>(fieldsOfType(form.values.type));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <Select
            label="Type"
            withAsterisk
            placeholder="Choose a type"
            data={[...CERTIFICATE_TYPES]}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          {shown.has('certificate_title') && (
            <TextInput
              label="Certificate title"
              withAsterisk
              maxLength={200}
              {...form.getInputProps('certificate_title')}
            />
          )}
          <TextInput
            label="Licence number"
            withAsterisk
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={LICENCE_NUMBER_MAX}
            {...form.getInputProps('licence_number')}
          />
          {shown.has('issue_date') && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="Issue date" type="date" withAsterisk {...form.getInputProps('issue_date')} />
              <TextInput
                label="Expiration date"
                type="date"
                withAsterisk
                min={form.values.issue_date || undefined}
                {...form.getInputProps('expiration_date')}
              />
            </SimpleGrid>
          )}
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <ImageDropPicker
            label="Certificate image"
            withAsterisk={kind === 'add'}
            files={form.values.image ? [form.values.image] : []}
            current={certificate?.image}
            rules={{ maxBytes: PICTURE_MAX_BYTES }}
            onChange={([file = null]) => form.setFieldValue('image', file)}
            error={form.errors.image as string | undefined}
          />
          <Button type="submit" fullWidth mt="sm" size="md" loading={isPending}>
            {kind === 'add' ? 'Add certificate' : 'Save changes'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

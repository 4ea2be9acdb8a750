import type { Envelope } from '@faith-shield/contract/shared/envelope';
import { Button, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useCallForm } from '../../../components/forms/use-call-form';
import { ImageDropPicker } from '../../../components/images/image-drop-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormLoadingOverlay } from '../../../components/ui/form-loading-overlay';
import { lazySchema } from '../../../lib/lazy-schema';
import { useNavigate } from '../../../lib/navigation';
import { filterPriceTyping } from '../price';
import { LocationSelect } from './location-select';

const addSchema = lazySchema(() =>
  import('@faith-shield/contract/inventory/add-inventory').then((m) => m.AddInventoryRequestSchema),
);
const editSchema = lazySchema(() =>
  import('@faith-shield/contract/inventory/edit-inventory').then((m) => m.EditInventoryRequestSchema),
);

export type InventoryFormValues = {
  title: string;
  price: string;
  location_id: string;
  model_number: string;
  serial_number: string;
  /** A new image, chosen in this form. */
  image: File | null;
};

const EMPTY: InventoryFormValues = {
  title: '',
  price: '',
  location_id: '',
  model_number: '',
  serial_number: '',
  image: null,
};

/** spec 02 §2: add and edit both go back to the list. */
export const INVENTORY_LIST_PATH = '/manage-inventory';

type Props =
  | { mode: 'add'; onSave: (values: InventoryFormValues) => Promise<Envelope<unknown>> }
  | {
      mode: 'edit';
      id: string;
      initial: Omit<InventoryFormValues, 'image'>;
      currentImage: string;
      onSave: (values: InventoryFormValues & { id: string }) => Promise<Envelope<unknown>>;
    };

/**
 * The add and edit forms of an item (spec 02 §2, §5): image, title, price, location, model and
 * serial number, the spec's messages under each field. Status 0 shows the server's message in a
 * red alert; success toasts and goes to /manage-inventory (§4).
 */
export function InventoryForm(props: Props) {
  const isEdit = props.mode === 'edit';
  const schema = isEdit ? editSchema : addSchema;
  const navigate = useNavigate();
  const { form, formProps, alertProps, isPending } = useCallForm({
    schema,
    initialValues: { ...EMPTY, ...(isEdit ? props.initial : {}), id: isEdit ? props.id : '' },
    send: ({ id, ...values }) =>
      props.mode === 'edit' ? props.onSave({ ...values, id }) : props.onSave(values),
    onSuccess: () => navigate(INVENTORY_LIST_PATH),
  });

  const price = form.getInputProps('price');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <FormLoadingOverlay visible={isPending} />
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert {...alertProps} />
          <ImageDropPicker
            label="Item image"
            withAsterisk={!isEdit}
            files={form.values.image ? [form.values.image] : []}
            current={isEdit ? props.currentImage : undefined}
            rules={{}}
            onChange={([file = null]) => form.setFieldValue('image', file)}
            error={form.errors.image as string | undefined}
          />
          <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              {...price}
              label="Price"
              withAsterisk
              inputMode="decimal"
              placeholder="0.00"
              leftSection="$"
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                form.setFieldValue('price', filterPriceTyping(form.values.price, event.currentTarget.value))
              }
            />
            <LocationSelect
              value={form.values.location_id}
              onChange={(locationId) => form.setFieldValue('location_id', locationId)}
              error={form.errors.location_id}
            />
            <TextInput
              label="Model number"
              withAsterisk
              maxLength={100}
              {...form.getInputProps('model_number')}
            />
            <TextInput
              label="Serial number"
              withAsterisk
              maxLength={100}
              {...form.getInputProps('serial_number')}
            />
          </SimpleGrid>
          <Button type="submit" fullWidth mt="sm" size="md" loading={isPending}>
            {isEdit ? 'Save changes' : 'Add item'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

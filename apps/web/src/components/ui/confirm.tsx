import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalsReady } from './modals-demand';

type ConfirmOptions = {
  /** The question, e.g. spec 02 §2's 'Are sure want to delete the certificate ?'. */
  message: string;
  title?: string;
  onConfirm: () => void;
  /** No, Escape, the close button or a click outside. */
  onCancel?: () => void;
};

/** spec 02 §4: delete modals open on the click, close on No, act on Yes. */
export const openConfirm = async ({
  message,
  title = 'Please confirm',
  onConfirm,
  onCancel,
}: ConfirmOptions) => {
  let isConfirmed = false;
  await whenModalsReady();
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text>{message}</Text>,
    labels: { confirm: 'Yes', cancel: 'No' },
    confirmProps: { color: 'red.9' },
    onConfirm: () => {
      isConfirmed = true;
      onConfirm();
    },
    onClose: () => {
      if (!isConfirmed) onCancel?.();
    },
  });
};

/** The same as a promise: true on Yes, false otherwise. */
export const confirm = (options: Omit<ConfirmOptions, 'onConfirm' | 'onCancel'>) =>
  new Promise<boolean>((resolve) => {
    void openConfirm({ ...options, onConfirm: () => resolve(true), onCancel: () => resolve(false) });
  });

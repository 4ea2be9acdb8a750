import { ModalsProvider } from '@mantine/modals';

/** Renders the modals opened through `modals.*` / openConfirm (components/ui/confirm.tsx). */
export function ModalsHost() {
  return <ModalsProvider labels={{ confirm: 'Yes', cancel: 'No' }}>{null}</ModalsProvider>;
}

import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { setModalsListening } from '../components/ui/modals-demand';

/** Renders the modals opened through `modals.*` / openConfirm (components/ui/confirm.tsx). */
export function ModalsHost() {
  // ModalsProvider's own effects, which start listening, run before this parent's.
  useEffect(() => {
    setModalsListening(true);
    return () => setModalsListening(false);
  }, []);
  return <ModalsProvider labels={{ confirm: 'Yes', cancel: 'No' }}>{null}</ModalsProvider>;
}

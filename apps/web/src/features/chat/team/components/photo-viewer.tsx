import { Modal } from '@mantine/core';
import classes from './team-channel.module.css';

/** A photo of the thread, full screen; closed by its button, Escape or the back of the dialog. */
export function PhotoViewer({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      fullScreen
      title="Photo"
      padding={0}
      closeButtonProps={{ 'aria-label': 'Close photo', size: 44 }}
    >
      <div className={classes.viewer}>{url && <img src={url} alt="Full size" />}</div>
    </Modal>
  );
}

import { Button, Group } from '@mantine/core';
import { messageTime } from '../chat-time';
import classes from './conversation.module.css';

type Props = {
  html: string;
  isMine: boolean;
  /** When it was stored; absent while it is being sent. */
  at?: string;
  state?: 'sending' | 'failed';
  error?: string;
  onRetry?: () => void;
  onDiscard?: () => void;
};

/** One message. Its HTML is the server's, sanitised (text, line breaks, safe links). */
export function MessageBubble({ html, isMine, at, state, error, onRetry, onDiscard }: Props) {
  const className = [
    isMine ? classes.mine : classes.theirs,
    state === 'sending' ? classes.pending : '',
    state === 'failed' ? classes.failed : '',
  ].join(' ');
  return (
    <div className={className} data-state={state ?? 'sent'}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises messages (docs/decisions/019); a pending one is textToChatHtml's, escaped */}
      <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />
      <div className={classes.meta}>
        {state === 'sending' && 'Sending…'}
        {state === 'failed' && (error || 'Not sent')}
        {!state && at && <time dateTime={at}>{messageTime(at)}</time>}
      </div>
      {state === 'failed' && (
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="white" color="navy" onClick={onRetry}>
            Try again
          </Button>
          <Button size="compact-sm" variant="subtle" color="gray.0" onClick={onDiscard}>
            Remove
          </Button>
        </Group>
      )}
    </div>
  );
}

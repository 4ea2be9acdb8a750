import { CHAT_LIMITS } from '@faith-shield/contract/chat/chat-messages';
import { withThousands } from '@faith-shield/contract/shared/thousands';
import { ActionIcon, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import classes from './conversation.module.css';

const NEAR_LIMIT = CHAT_LIMITS.messageMaxCharacters - 400;

/**
 * The text box and send button (spec 02 §2). Enter sends, Shift+Enter starts a new line; an
 * empty message is not sent (spec 02 §4).
 */
export function Composer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const isEmpty = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isEmpty) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={classes.composer} onSubmit={submit}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_LIMITS.messageMaxCharacters}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {text.length > NEAR_LIMIT && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {withThousands(text.length)} / {withThousands(CHAT_LIMITS.messageMaxCharacters)}
          </Text>
        )}
      </div>
      <ActionIcon type="submit" size={44} radius="xl" aria-label="Send" disabled={isEmpty}>
        <IconSend size={20} aria-hidden />
      </ActionIcon>
    </form>
  );
}

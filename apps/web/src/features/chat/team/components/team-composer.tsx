import { withThousands } from '@faith-shield/contract/shared/thousands';
import {
  excerptOf,
  TEAM_CHANNEL_LIMITS as L,
  TEAM_CHANNEL_MESSAGES as M,
} from '@faith-shield/contract/team-channel/team-channel-messages';
import type { TeamMessage } from '@faith-shield/contract/team-channel/team-message';
import { ActionIcon, CloseButton, Text, Textarea } from '@mantine/core';
import { IconCamera, IconPhoto, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ImagePickButton } from '../../../../components/images/image-pick-button';
import { ImagePreviews } from '../../../../components/images/image-previews';
import type { ImageRules } from '../../../../components/images/image-rules';
import classes from './team-channel.module.css';

const NEAR_LIMIT = L.messageMax - 400;

type Props = {
  replyTo: TeamMessage | null;
  onCancelReply: () => void;
  onSend: (text: string, files: File[], replyTo: TeamMessage | null) => void;
};

/** Each picture as the server judges it (spec 03 §6: JPG or PNG of 5 MB or less, up to 4). */
const PHOTO_RULES: ImageRules = {
  maxBytes: L.imageMaxBytes,
  maxCount: L.imagesMax,
  messages: { wrongType: M.imageType, tooLarge: M.imageTooLarge, tooMany: M.tooManyImages },
};

/**
 * The team channel's text box: photos from the camera or the gallery (up to 4, shown before
 * sending, each removable), the line being answered above it, and send. Enter sends,
 * Shift+Enter starts a new line; nothing empty is sent.
 */
export function TeamComposer({ replyTo, onCancelReply, onSend }: Props) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const isEmpty = text.trim() === '' && picked.length === 0;

  useEffect(() => {
    if (replyTo) box.current?.focus();
  }, [replyTo]);

  const pick = {
    files: picked,
    onChange: setPicked,
    rules: PHOTO_RULES,
    onProblems: (problems: string[]) => setProblem(problems[0] ?? null),
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isEmpty) return;
    onSend(text, picked, replyTo);
    setText('');
    setPicked([]);
    setProblem(null);
    onCancelReply();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={classes.composer} onSubmit={submit} aria-label="New team message">
      {replyTo && (
        <div className={classes.replyBar}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" fw={700}>
              Replying to {replyTo.name}
            </Text>
            <Text size="sm" truncate>
              {excerptOf(replyTo.message) || 'Photo'}
            </Text>
          </div>
          <CloseButton size={44} aria-label="Cancel reply" onClick={onCancelReply} />
        </div>
      )}
      <ImagePreviews
        files={picked}
        label="Photos to send"
        altOf={(index) => `Attachment ${index + 1} to send`}
        onRemove={(index) => setPicked((all) => all.filter((_, at) => at !== index))}
        size={64}
      />
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <div className={classes.composerRow}>
        <ImagePickButton {...pick} inputLabel="Choose photos">
          {(open) => (
            <ActionIcon {...open} variant="subtle" size={44} aria-label="Add photos">
              <IconPhoto size={22} aria-hidden />
            </ActionIcon>
          )}
        </ImagePickButton>
        <ImagePickButton {...pick} inputLabel="Take a photo" isCamera>
          {(open) => (
            <ActionIcon {...open} variant="subtle" size={44} aria-label="Take a photo">
              <IconCamera size={22} aria-hidden />
            </ActionIcon>
          )}
        </ImagePickButton>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Textarea
            ref={box}
            aria-label="Message"
            placeholder="Message the team"
            autosize
            minRows={1}
            maxRows={5}
            maxLength={L.messageMax}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          {text.length > NEAR_LIMIT && (
            <Text size="xs" c="dimmed" aria-live="polite">
              {withThousands(text.length)} / {withThousands(L.messageMax)}
            </Text>
          )}
        </div>
        <ActionIcon type="submit" size={44} radius="xl" aria-label="Send" disabled={isEmpty}>
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      </div>
    </form>
  );
}

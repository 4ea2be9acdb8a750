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
import { imageFileProblem } from '../../../../lib/image-file-check';
import classes from './team-channel.module.css';

const NEAR_LIMIT = L.messageMax - 400;

type Props = {
  replyTo: TeamMessage | null;
  onCancelReply: () => void;
  onSend: (text: string, files: File[], replyTo: TeamMessage | null) => void;
};

type Picked = { file: File; url: string };

/** Each picture as the server judges it (spec 03 §6: JPG or PNG of 5 MB or less): the spec's message, or null. */
async function problemOf(file: File): Promise<string | null> {
  if (await imageFileProblem(file)) return M.imageType;
  return file.size > L.imageMaxBytes ? M.imageTooLarge : null;
}

/**
 * The team channel's text box: photos from the camera or the gallery (up to 4, shown before
 * sending, each removable), the line being answered above it, and send. Enter sends,
 * Shift+Enter starts a new line; nothing empty is sent.
 */
export function TeamComposer({ replyTo, onCancelReply, onSend }: Props) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const isEmpty = text.trim() === '' && picked.length === 0;

  useEffect(() => {
    if (replyTo) box.current?.focus();
  }, [replyTo]);

  const add = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length === 0) return;
    if (picked.length + chosen.length > L.imagesMax) return setProblem(M.tooManyImages);
    for (const file of chosen) {
      const found = await problemOf(file);
      if (found) return setProblem(found);
    }
    setProblem(null);
    setPicked((all) => [...all, ...chosen.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };

  const remove = (url: string) => {
    URL.revokeObjectURL(url);
    setPicked((all) => all.filter((each) => each.url !== url));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isEmpty) return;
    onSend(
      text,
      picked.map((each) => each.file),
      replyTo,
    );
    // the pending bubble makes its own previews: these go
    for (const each of picked) URL.revokeObjectURL(each.url);
    setText('');
    setPicked([]);
    setProblem(null);
    onCancelReply();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const fileInput = (ref: typeof gallery, label: string, capture?: 'environment') => (
    <input
      ref={ref}
      type="file"
      accept="image/jpeg,image/png"
      multiple={!capture}
      capture={capture}
      hidden
      aria-label={label}
      onChange={(event) => {
        void add(event.currentTarget.files);
        event.currentTarget.value = '';
      }}
    />
  );

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
      {picked.length > 0 && (
        <ul className={classes.previews} aria-label="Photos to send">
          {picked.map((each, index) => (
            <li key={each.url} className={classes.preview}>
              <img src={each.url} alt={`Attachment ${index + 1} to send`} />
              <CloseButton
                size={32}
                radius="xl"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove(each.url)}
                className={classes.removePhoto}
              />
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <div className={classes.composerRow}>
        {fileInput(gallery, 'Choose photos')}
        {fileInput(camera, 'Take a photo', 'environment')}
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label="Add photos"
          onClick={() => gallery.current?.click()}
        >
          <IconPhoto size={22} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label="Take a photo"
          onClick={() => camera.current?.click()}
        >
          <IconCamera size={22} aria-hidden />
        </ActionIcon>
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

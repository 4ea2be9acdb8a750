import { IMAGE_MIME_TYPES } from '@faith-shield/contract/shared/constants';
import { FileButton } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { showWarning } from '../ui/toast';
import { type ImageRules, keepPicked } from './image-rules';

export type ImagePickProps = {
  files: File[];
  onChange: (files: File[]) => void;
  rules: ImageRules;
  /** Each pick's refusals (none: an empty list); by default each is a warning toast. */
  onProblems?: (problems: string[]) => void;
};

type Props = ImagePickProps & {
  /** The file input's accessible name, e.g. 'Profile picture'. */
  inputLabel: string;
  /** Opens the phone's camera directly (one photo at a time) rather than the gallery. */
  isCamera?: boolean;
  children: (props: { onClick: () => void }) => ReactNode;
};

export const warnEach = (problems: string[]) => {
  for (const problem of problems) showWarning(problem);
};

/**
 * Whatever opens the file chooser (a button, an icon): the chosen files are checked by content
 * and size against the screen's rules, the refused ones said in the spec's words, the rest kept.
 */
export function ImagePickButton({
  files,
  onChange,
  rules,
  onProblems = warnEach,
  inputLabel,
  isCamera,
  children,
}: Props) {
  const resetRef = useRef<() => void>(null);
  const pick = async (picked: File[] | File | null) => {
    const list = Array.isArray(picked) ? picked : picked ? [picked] : [];
    resetRef.current?.(); // the same file chosen again is a new choice
    if (list.length === 0) return;
    const kept = await keepPicked(files, list, rules);
    onProblems(kept.problems);
    if (kept.files !== files) onChange(kept.files);
  };
  return (
    <FileButton
      onChange={(picked: File[] | File | null) => void pick(picked)}
      accept={IMAGE_MIME_TYPES.join(',')}
      multiple={!isCamera && (rules.maxCount ?? 1) > 1}
      capture={isCamera ? 'environment' : undefined}
      resetRef={resetRef}
      inputProps={{ 'aria-label': inputLabel }}
    >
      {children}
    </FileButton>
  );
}

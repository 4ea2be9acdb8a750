import { CloseButton } from '@mantine/core';
import { type CSSProperties, useEffect, useMemo } from 'react';
import classes from './image-picker.module.css';

type Props = {
  files: File[];
  /** The list's accessible name, e.g. 'Photos to send'. */
  label: string;
  /** What each picture is called, e.g. 'Photo 1'. */
  altOf: (index: number) => string;
  onRemove: (index: number) => void;
  size?: number;
};

function Preview({
  file,
  alt,
  index,
  onRemove,
}: {
  file: File;
  alt: string;
  index: number;
  onRemove: () => void;
}) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className={classes.preview}>
      <img src={url} alt={alt} />
      <CloseButton
        size={32}
        radius="xl"
        aria-label={`Remove photo ${index + 1}`}
        onClick={onRemove}
        className={classes.remove}
      />
    </li>
  );
}

/** The pictures chosen and not yet sent, each with its own remove button. */
export function ImagePreviews({ files, label, altOf, onRemove, size = 88 }: Props) {
  if (files.length === 0) return null;
  return (
    <ul
      className={classes.previews}
      aria-label={label}
      style={{ '--preview-size': `${size}px` } as CSSProperties}
    >
      {files.map((file, index) => (
        <Preview
          key={`${file.name}-${file.size}-${file.lastModified}`}
          file={file}
          alt={altOf(index)}
          index={index}
          onRemove={() => onRemove(index)}
        />
      ))}
    </ul>
  );
}

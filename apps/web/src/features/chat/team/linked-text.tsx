import { Fragment } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'"]/gi;

/**
 * Plain text as typed (spec 03 §6: stored as plain text), its web addresses made clickable when
 * shown: React escapes the rest, so no markup a member types ever becomes HTML.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <a key={start} href={match[0]} target="_blank" rel="noopener noreferrer nofollow">
        {match[0]}
      </a>,
    );
    at = start + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}

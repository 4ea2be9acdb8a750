import favicon from '../../../public/favicon.svg?raw';
import { inlineShieldMark } from './shield-mark-markup';

const MARKUP = inlineShieldMark(favicon, '100%');

/** The shield, drawn from the favicon's own file; decorative. */
export function ShieldMark({ size }: { size: number }) {
  return (
    <span
      style={{ display: 'block', flex: 'none', width: size, height: size }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own favicon file, built in
      dangerouslySetInnerHTML={{ __html: MARKUP }}
    />
  );
}

import { SHIELD_SYMBOL_ID } from './shield-mark-markup';

/** The shield, drawn from the symbol every page holds (index.html); decorative. */
export function ShieldMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`#${SHIELD_SYMBOL_ID}`} />
    </svg>
  );
}

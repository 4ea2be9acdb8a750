import { encode } from 'uqr';

/**
 * `text` as a QR code, drawn as SVG squares (no markup from a string). Loaded only by the
 * set-up screens (an operator’s, Profile → Security): no other page carries the encoder.
 */
export function QrCode({ text, size = 200, label }: { text: string; size?: number; label: string }) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const cells = data.length;
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff' }}
    >
      <title>{label}</title>
      <path d={path} fill="#000" />
    </svg>
  );
}

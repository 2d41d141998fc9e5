import { useMemo, type ReactElement } from 'react';
import { encode } from 'uqr';
import styles from './mfa.module.css';

/**
 * QrCode draws `text` as a QR code, made here in the browser so the secret in it never leaves
 * the page. Each run of dark modules in a row is one rectangle; the 4-module light margin is the
 * quiet zone scanners need.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, rects } = useMemo(() => {
    const { data, size } = encode(text, { ecc: 'M', border: 4 });
    const rects: ReactElement[] = [];
    data.forEach((row, y) => {
      for (let x = 0; x < size; x += 1) {
        if (!row[x]) continue;
        const start = x;
        while (x + 1 < size && row[x + 1]) x += 1;
        rects.push(<rect key={`${y}-${start}`} x={start} y={y} width={x - start + 1} height={1} />);
      }
    });
    return { size, rects };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={styles.qr}
    >
      <rect width={size} height={size} fill="#fff" />
      <g fill="#000">{rects}</g>
    </svg>
  );
}

import { encodePng } from "./png";

/**
 * The web app's favicon (src/web/public/favicon.svg: a white V on an indigo
 * rounded square, in a 64-unit box) drawn at any size, so the store icons and
 * the site's mark stay one design without an image library.
 */
const INDIGO = [0x4f, 0x46, 0xe5] as const;
const CORNER = 14;
const STROKE = 7;
const V: [number, number][] = [
  [18, 18],
  [32, 48],
  [46, 18],
];

function insideRoundedSquare(x: number, y: number): boolean {
  const dx = Math.max(CORNER - x, 0, x - (64 - CORNER));
  const dy = Math.max(CORNER - y, 0, y - (64 - CORNER));
  return dx * dx + dy * dy <= CORNER * CORNER;
}

function distanceToSegment(
  x: number,
  y: number,
  [ax, ay]: [number, number],
  [bx, by]: [number, number],
) {
  const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2));
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
}

function onStroke(x: number, y: number): boolean {
  const [a, b, c] = V as [[number, number], [number, number], [number, number]];
  return Math.min(distanceToSegment(x, y, a, b), distanceToSegment(x, y, b, c)) <= STROKE / 2;
}

/** Each pixel averages 4×4 samples, which is the anti-aliasing. */
export function renderIcon(size: number): Buffer {
  const samples = 4;
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let square = 0;
      let white = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) * 64) / size;
          const y = ((py + (sy + 0.5) / samples) * 64) / size;
          if (!insideRoundedSquare(x, y)) continue;
          square += 1;
          if (onStroke(x, y)) white += 1;
        }
      }
      const total = samples * samples;
      const whiteShare = square ? white / square : 0;
      const at = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = INDIGO[channel] ?? 0;
        rgba[at + channel] = Math.round(base + (255 - base) * whiteShare);
      }
      rgba[at + 3] = Math.round((255 * square) / total);
    }
  }
  return encodePng(size, size, rgba);
}

/**
 * Line drawings of the catalogue's parts, one per part class (an avionics box with its connectors, a
 * valve between flanges, an actuator with its rod, a wheel with its bolt circle …), rasterised to PNG:
 * a product's picture shows what kind of thing it is. Drawn at twice the size and averaged down so
 * the strokes are smooth; each class is drawn once and reused.
 */
import { pngOf } from './knowledgeFiles';
import type { PartClass } from './parts';

const SIZE = 192;
const SCALE = 2;
type Pt = [number, number];

/** A grey-level canvas in drawing units (0–100 on both axes), ink 0…1. */
class Sketch {
  readonly n = SIZE * SCALE;
  readonly ink = new Float32Array(this.n * this.n);
  readonly accent = new Float32Array(this.n * this.n);

  private dot(cx: number, cy: number, r: number, layer: Float32Array) {
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(this.n - 1, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(this.n - 1, Math.ceil(cy + r));
    for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) layer[y * this.n + x] = 1;
  }

  private px = (v: number) => (v / 100) * (this.n - 24) + 12;

  line(a: Pt, b: Pt, w = 1, accent = false) {
    const [ax, ay, bx, by] = [this.px(a[0]), this.px(a[1]), this.px(b[0]), this.px(b[1])];
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay)));
    for (let k = 0; k <= steps; k += 1) this.dot(ax + ((bx - ax) * k) / steps, ay + ((by - ay) * k) / steps, w * SCALE * 1.1, accent ? this.accent : this.ink);
    return this;
  }

  poly(points: Pt[], w = 1, closed = true, accent = false) {
    points.forEach((p, i) => (i < points.length - 1 || closed) && this.line(p, points[(i + 1) % points.length], w, accent));
    return this;
  }

  rect(x: number, y: number, w: number, h: number, width = 1, accent = false) {
    return this.poly(
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      width,
      true,
      accent,
    );
  }

  circle(c: Pt, r: number, w = 1, accent = false) {
    const n = Math.max(24, Math.round(r * 3));
    return this.poly(
      Array.from({ length: n }, (_, k): Pt => [c[0] + r * Math.cos((2 * Math.PI * k) / n), c[1] + r * Math.sin((2 * Math.PI * k) / n)]),
      w,
      true,
      accent,
    );
  }

  /** RGB pixels: paper, blue-grey ink, an accent colour for the part's working face. */
  pixels(): Uint8Array {
    const out = new Uint8Array(SIZE * SIZE * 3);
    const paper = [247, 249, 252];
    const ink = [38, 58, 92];
    const accent = [22, 119, 255];
    for (let y = 0; y < SIZE; y += 1) {
      for (let x = 0; x < SIZE; x += 1) {
        let i = 0;
        let a = 0;
        for (let dy = 0; dy < SCALE; dy += 1)
          for (let dx = 0; dx < SCALE; dx += 1) {
            const k = (y * SCALE + dy) * this.n + x * SCALE + dx;
            i += this.ink[k];
            a += this.accent[k] * (1 - this.ink[k]);
          }
        i /= SCALE * SCALE;
        a /= SCALE * SCALE;
        for (let c = 0; c < 3; c += 1) out[(y * SIZE + x) * 3 + c] = Math.round(paper[c] * (1 - i - a) + ink[c] * i + accent[c] * a);
      }
    }
    return out;
  }
}

const DRAW: Record<PartClass, (s: Sketch) => Sketch> = {
  // a rack-mounted unit: case, front panel with handle and display, rear connectors
  avionics: (s) =>
    s
      .rect(12, 28, 70, 44, 1.4)
      .poly(
        [
          [12, 28],
          [24, 18],
          [92, 18],
          [82, 28],
        ],
        1.2,
        false,
      )
      .line([92, 18], [92, 60], 1.2)
      .line([92, 60], [82, 72], 1.2)
      .rect(18, 36, 30, 14, 1, true)
      .rect(56, 36, 20, 28, 0.8)
      .line([60, 44], [72, 44], 0.6)
      .line([60, 52], [72, 52], 0.6)
      .line([18, 58], [48, 58], 0.8)
      .circle([22, 66], 2.5, 0.7)
      .circle([30, 66], 2.5, 0.7),
  computer: (s) =>
    s
      .rect(14, 24, 72, 52, 1.4)
      .rect(20, 30, 40, 24, 1, true)
      .line([24, 36], [56, 36], 0.6, true)
      .line([24, 42], [50, 42], 0.6, true)
      .line([24, 48], [54, 48], 0.6, true)
      .circle([72, 36], 5, 1)
      .circle([72, 52], 5, 1)
      .line([20, 64], [80, 64], 0.8)
      .rect(26, 76, 12, 8, 1)
      .rect(62, 76, 12, 8, 1),
  // a sensor probe: connector, hex body, thread and tip
  sensor: (s) =>
    s
      .rect(40, 10, 20, 18, 1.2)
      .line([44, 14], [44, 24], 0.6)
      .line([50, 14], [50, 24], 0.6)
      .line([56, 14], [56, 24], 0.6)
      .poly(
        [
          [34, 28],
          [66, 28],
          [70, 36],
          [66, 44],
          [34, 44],
          [30, 36],
        ],
        1.3,
      )
      .rect(42, 44, 16, 30, 1.1)
      .line([42, 50], [58, 54], 0.6)
      .line([42, 56], [58, 60], 0.6)
      .line([42, 62], [58, 66], 0.6)
      .poly(
        [
          [44, 74],
          [56, 74],
          [53, 90],
          [47, 90],
        ],
        1.1,
        true,
        true,
      ),
  oxygen: (s) =>
    s
      .poly(
        [
          [30, 40],
          [50, 28],
          [70, 40],
          [66, 66],
          [50, 74],
          [34, 66],
        ],
        1.4,
      )
      .circle([50, 52], 8, 1, true)
      .line([50, 74], [50, 86], 1)
      .line([50, 86], [80, 92], 1)
      .line([26, 44], [14, 36], 0.8)
      .line([74, 44], [86, 36], 0.8),
  // a valve: pipe with flanges, the butterfly disc, an actuator box on top
  valve: (s) =>
    s
      .rect(8, 48, 84, 20, 1.3)
      .rect(8, 42, 6, 32, 1.2)
      .rect(86, 42, 6, 32, 1.2)
      .circle([50, 58], 12, 1.2)
      .line([42, 50], [58, 66], 1.2, true)
      .rect(40, 18, 20, 18, 1.2)
      .line([50, 36], [50, 46], 1.2)
      .circle([50, 27], 4, 0.8, true),
  // an actuator: barrel, rod, rod-end and clevis eyes, a hydraulic port
  actuator: (s) =>
    s
      .rect(14, 42, 46, 16, 1.4)
      .rect(60, 46, 26, 8, 1.2, true)
      .circle([90, 50], 5, 1.2)
      .circle([90, 50], 2, 0.8)
      .circle([9, 50], 5, 1.2)
      .circle([9, 50], 2, 0.8)
      .rect(24, 34, 6, 8, 1)
      .rect(44, 34, 6, 8, 1)
      .line([20, 58], [20, 42], 0.6),
  // a wheel: tyre, rim, bolt circle, hub
  wheel: (s) => {
    s.circle([50, 50], 40, 1.6).circle([50, 50], 28, 1.2).circle([50, 50], 10, 1.2, true);
    for (let k = 0; k < 8; k += 1) s.circle([50 + 19 * Math.cos((k * Math.PI) / 4), 50 + 19 * Math.sin((k * Math.PI) / 4)], 2.5, 0.8);
    return s;
  },
  // a rotating machine: housing, mounting flange, shaft, cooling fins
  rotating: (s) => {
    s.rect(20, 30, 50, 40, 1.4).rect(70, 24, 8, 52, 1.3).line([78, 50], [94, 50], 2, true).circle([45, 50], 12, 1.1).circle([45, 50], 4, 0.8, true);
    for (let k = 0; k < 5; k += 1) s.line([24 + k * 10, 30], [24 + k * 10, 24], 0.8);
    return s.rect(10, 42, 10, 16, 1.1);
  },
  bearing: (s) => {
    s.circle([50, 50], 38, 1.5).circle([50, 50], 30, 1.1).circle([50, 50], 18, 1.1).circle([50, 50], 11, 1.4);
    for (let k = 0; k < 10; k += 1) s.circle([50 + 24 * Math.cos((k * Math.PI) / 5), 50 + 24 * Math.sin((k * Math.PI) / 5)], 4.5, 0.9, true);
    return s;
  },
  filter: (s) => {
    s.rect(30, 14, 40, 72, 1.4).rect(26, 10, 48, 6, 1.2).rect(26, 84, 48, 6, 1.2);
    for (let k = 0; k < 9; k += 1) s.line([30, 22 + k * 7], [70, 22 + k * 7], 0.6, true);
    return s;
  },
  // a sealant cartridge with its nozzle
  consumable: (s) =>
    s
      .rect(22, 36, 46, 28, 1.4)
      .rect(68, 42, 8, 16, 1.1)
      .poly(
        [
          [76, 46],
          [94, 49],
          [94, 51],
          [76, 54],
        ],
        1.1,
        true,
        true,
      )
      .rect(10, 40, 12, 20, 1.2)
      .line([28, 44], [60, 44], 0.6)
      .line([28, 50], [52, 50], 0.6),
  // a kit box with its contents laid out
  kit: (s) =>
    s
      .rect(10, 34, 80, 52, 1.4)
      .poly(
        [
          [10, 34],
          [22, 18],
          [98, 18],
          [90, 34],
        ],
        1.2,
        false,
      )
      .line([98, 18], [98, 70], 1.2)
      .line([98, 70], [90, 86], 1.2)
      .circle([28, 60], 9, 1, true)
      .circle([28, 60], 5, 0.7, true)
      .rect(44, 48, 14, 24, 0.9)
      .rect(64, 52, 18, 8, 0.9)
      .rect(64, 66, 18, 8, 0.9),
  // a tool: open-ended spanner and a fixture plate
  tool: (s) =>
    s
      .poly(
        [
          [18, 78],
          [62, 34],
          [68, 40],
          [24, 84],
        ],
        1.3,
      )
      .poly(
        [
          [62, 34],
          [60, 22],
          [70, 14],
          [74, 22],
          [68, 28],
          [76, 30],
          [82, 22],
          [86, 32],
          [76, 42],
          [68, 40],
        ],
        1.3,
      )
      .rect(12, 12, 30, 20, 1, true)
      .circle([20, 22], 2.5, 0.7, true)
      .circle([34, 22], 2.5, 0.7, true),
};

const drawn = new Map<PartClass, Buffer>();

/** The PNG picture of a part class (drawn on first use). */
export function partDrawing(kind: PartClass): Buffer {
  if (!drawn.has(kind)) drawn.set(kind, pngOf(SIZE, SIZE, DRAW[kind](new Sketch()).pixels()));
  return drawn.get(kind)!;
}

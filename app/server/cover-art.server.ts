import { createHash } from "node:crypto";
import sharp from "sharp";

/** Colour pairs per category, so a section's covers look related. */
const PALETTES: Record<string, [string, string, string]> = {
  "personal-branding": ["#1f2a44", "#c8553d", "#f2d0a4"],
  "audience-growth": ["#0b3d3a", "#2a9d8f", "#e9c46a"],
  "trust-building": ["#22223b", "#4a4e69", "#c9ada7"],
  "influence-strategies": ["#3d0c11", "#d00000", "#ffba08"],
  "expert-interviews": ["#10002b", "#5a189a", "#e0aaff"],
  interviews: ["#14213d", "#fca311", "#e5e5e5"],
  "guest-contributions": ["#283618", "#606c38", "#fefae0"],
};

/** Deterministic pseudo-random numbers from a seed string (same key, same picture). */
function numbers(seed: string): () => number {
  let pool = createHash("sha256").update(seed).digest();
  let index = 0;
  return () => {
    if (index + 4 > pool.length) {
      pool = createHash("sha256").update(pool).digest();
      index = 0;
    }
    const value = pool.readUInt32BE(index) / 0xffffffff;
    index += 4;
    return value;
  };
}

/** An abstract editorial cover (no text, so no fonts needed) as SVG. */
export function coverSvg(key: string, category: string, width = 1200, height = 800): string {
  const [ink, accent, light] = PALETTES[category] ?? PALETTES["personal-branding"]!;
  const next = numbers(key);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const r = Math.round(80 + next() * 320);
    const colour = i % 3 === 0 ? accent : i % 3 === 1 ? light : ink;
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`);
  }
  for (let i = 0; i < 5; i += 1) {
    const y = Math.round(next() * height);
    shapes.push(
      `<rect x="0" y="${y}" width="${width}" height="${Math.round(4 + next() * 18)}" fill="${light}" fill-opacity="0.35" transform="rotate(${Math.round(-20 + next() * 40)} ${width / 2} ${y})"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}</svg>`;
}

/** The cover as a lossless PNG at the SPEC's hero size (1200x800); the upload pipeline encodes it once. */
export async function renderCover(key: string, category: string): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(key, category))).png().toBuffer();
}

/**
 * What a page costs to download: its HTML, and every JavaScript module it loads (the module
 * preloads and the imports of its inline module script), raw and gzip-compressed.
 */
import { gzipSync } from "node:zlib";

export interface PageWeight {
  htmlBytes: number;
  htmlGzip: number;
  jsBytes: number;
  jsGzip: number;
  scripts: string[];
}

const jsCache = new Map<string, Buffer>();

async function bytesOf(url: string): Promise<Buffer> {
  let bytes = jsCache.get(url);
  if (!bytes) {
    bytes = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    jsCache.set(url, bytes);
  }
  return bytes;
}

export async function pageWeight(origin: string, path: string): Promise<PageWeight> {
  const html = Buffer.from(await (await fetch(origin + path, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  const text = html.toString("utf8");
  const scripts = new Set<string>();
  for (const match of text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(match[1]!);
  for (const match of text.matchAll(/<script[^>]*src="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!);
  for (const match of text.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(match[1]!);
  let jsBytes = 0;
  let jsGzip = 0;
  for (const script of scripts) {
    const bytes = await bytesOf(origin + script);
    jsBytes += bytes.length;
    jsGzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { htmlBytes: html.length, htmlGzip: gzipSync(html, { level: 9 }).length, jsBytes, jsGzip, scripts: [...scripts] };
}

/**
 * HTTP benchmark: starts the production build with sample content on a fresh embedded database
 * (or MONGODB_URI, if set) and loads a few URLs from this machine with autocannon, then prints
 * the figures. Nothing here asserts a time: the numbers are for reading and comparing.
 *
 *   npm run bench                      # 10 s per URL, 10 connections
 *   BENCH_DURATION=30 BENCH_CONNECTIONS=50 npm run bench
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer } from "../tests/helpers/server-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!existsSync(path.join(root, "build/server/index.js")) || process.env.BENCH_BUILD === "1") {
  console.log("Building…");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "brandline-bench-"));
const startedAt = performance.now();
const server = await startServer({
  DATA_DIR: dataDir,
  SEED_ON_START: "true",
  LOG_LEVEL: "error",
  ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
});
const coldStartMs = performance.now() - startedAt;

const home = await fetch(server.url).then((response) => response.text());
const cover = /src="(\/public-objects\/seed\/[^"]+\.webp)"/.exec(home)?.[1];

/** Bytes on the wire for one encoding (node:http does not decompress, unlike fetch). */
function sizeOf(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

const targets = [
  { name: "home page (SSR, lists cached 10 s)", path: "/" },
  { name: "article page (SSR, markdown)", path: "/article/reach-method-five-part-system-for-leaders" },
  { name: "search API (regex scan)", path: "/api/articles/search?q=trust" },
  { name: "article API (one document)", path: "/api/articles/reach-method-five-part-system-for-leaders" },
  { name: "health check (db ping)", path: "/healthz" },
  { name: "cover image (static file)", path: cover ?? "/favicon.svg" },
  { name: "404 page", path: "/no-such-page" },
];

console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log(`Server: production build, ${server.output().match(/Database: (.+?),/)?.[1] ?? "database"}; cold start to healthy ${coldStartMs.toFixed(0)} ms`);
console.log(`Load: ${connections} connections for ${duration} s per URL, from the same machine\n`);

const rows: string[][] = [];
for (const target of targets) {
  // Short warm-up so JIT and connection pools are settled.
  await autocannon({ url: server.url + target.path, connections, duration: 2 });
  const result = await autocannon({ url: server.url + target.path, connections, duration, headers: { "accept-encoding": "br, gzip" } });
  rows.push([
    target.name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p90.toFixed(1),
    result.latency.p99.toFixed(1),
    String(result.non2xx),
    String(result.errors),
  ]);
}

const header = ["URL", "req/s", "p50 ms", "p90 ms", "p99 ms", "non-2xx", "errors"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));

const [identity, gzip, brotli] = await Promise.all(["identity", "gzip", "br"].map((encoding) => sizeOf(server.url, encoding)));
console.log(`\nHome page size: ${identity} B uncompressed, ${gzip} B gzip, ${brotli} B brotli`);
console.log("(the 404 row counts its 404 answers as non-2xx by design)");

await server.stop();
await rm(dataDir, { recursive: true, force: true });

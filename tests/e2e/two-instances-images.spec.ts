import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../scripts/embedded-db.ts";
import { startServer, type RunningServer } from "../helpers/server-process.ts";

// Two app processes on one database (the "process" project): images are stored where both can
// read them, and an upload link is claimed in the database, not in one process.
test.describe("two instances: images", () => {
  test.describe.configure({ timeout: 180_000 });

  let dataDir: string;
  let database: EmbeddedDatabase | undefined;
  let a: RunningServer;
  let b: RunningServer;

  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "brandline-two-images-"));
    const shared = process.env.TEST_MONGODB_URI;
    if (!shared) database = await startEmbeddedDatabase({ dataDir: path.join(dataDir, "db") });
    const uri = `${(shared ?? database!.uri).replace(/\/?$/, "/")}two_instances_images_${Date.now()}`;
    // Each instance gets its own DATA_DIR: nothing on local disk is shared.
    [a, b] = await Promise.all([
      startServer({ DATA_DIR: path.join(dataDir, "a"), MONGODB_URI: uri, SEED_ON_START: "false" }),
      startServer({ DATA_DIR: path.join(dataDir, "b"), MONGODB_URI: uri, SEED_ON_START: "false" }),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function photo(): Promise<Buffer> {
    return sharp({ create: { width: 900, height: 600, channels: 3, background: "#0b3d3a" } }).png().toBuffer();
  }

  async function uploadTarget(server: RunningServer, request: APIRequestContext) {
    const answer = await request.post(`${server.url}/api/images/upload-url`, { data: { fileExtension: "png" } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { uploadURL: string; imagePath: string };
  }

  test("an image uploaded through A is served by B, and its upload URL cannot be used again on B", async ({ request }) => {
    const { uploadURL, imagePath } = await uploadTarget(a, request);
    const put = await request.put(`${a.url}${uploadURL}`, { data: await photo(), headers: { "Content-Type": "image/png" } });
    expect(put.status()).toBe(200);

    const head = await request.head(`${b.url}/public-objects/${imagePath}`);
    expect(head.status()).toBe(200);
    const served = await request.get(`${b.url}/public-objects/${imagePath}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "webp", width: 900, height: 600 });
    // Both instances name the same bytes with the same ETag, so a browser's copy stays valid on either.
    const etag = served.headers()["etag"]!;
    expect((await request.get(`${a.url}/public-objects/${imagePath}`)).headers()["etag"]).toBe(etag);
    expect((await request.get(`${b.url}/public-objects/${imagePath}`, { headers: { "If-None-Match": etag } })).status()).toBe(304);
    // A responsive variant is there too.
    expect((await request.get(`${b.url}/public-objects/${imagePath.replace(/\.webp$/, "")}/w400.avif`)).headers()["content-type"]).toBe("image/avif");

    const again = await request.put(`${b.url}${uploadURL}`, { data: await photo(), headers: { "Content-Type": "image/png" } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ message: "This upload link has already been used." });
  });

  test("the same upload URL sent to A and B at once is taken exactly once", async ({ request }) => {
    const { uploadURL } = await uploadTarget(b, request);
    const body = await photo();
    const attempts = await Promise.all(
      [a, b, a, b, a, b].map((server) => request.put(`${server.url}${uploadURL}`, { data: body, headers: { "Content-Type": "image/png" } })),
    );
    const statuses = attempts.map((answer) => answer.status()).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  });
});

import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import mongoose from "mongoose";
import { startEmbeddedDatabase } from "../../scripts/embedded-db.ts";
import { startServer, waitUntil } from "../helpers/server-process.ts";

// These journeys start and stop their own servers (the "process" project in playwright.config.ts).
test.describe("server lifecycle", () => {
  test.describe.configure({ timeout: 120_000 });

  let dataDir: string;
  test.beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "brandline-lifecycle-"));
  });
  test.afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test("the production server refuses to start without MONGODB_URI and says what to set", async () => {
    const failed = await startServer({ DATA_DIR: dataDir }).then(
      () => undefined,
      (error: unknown) => String(error),
    );
    expect(failed).toMatch(/server exited early \(1\)/);
    expect(failed).toMatch(/MONGODB_URI: required in production/);
    expect(failed).toMatch(/npm run preview/);
    expect(failed).not.toMatch(/Database: embedded/);
  });

  test("npm run preview starts an embedded database, seeds it, and keeps data across a restart", async ({ page }) => {
    const first = await startServer({ DATA_DIR: dataDir, SEED_ON_START: "true" }, { launcher: "preview" });
    const port = first.embeddedDatabasePort();
    expect(first.output()).toMatch(/Database: embedded (ferretdb|mongod|mongodb-memory-server) on 127\.0\.0\.1:\d+/);
    expect(first.output()).toMatch(/Empty database: added sample content/);
    await page.goto(first.url);
    await expect(page.locator("#lead-headline")).not.toBeEmpty();

    // Write straight to the embedded database, as an editor's change would.
    const connection = await mongoose.createConnection(`mongodb://127.0.0.1:${port}/brandline`).asPromise();
    const articles = connection.collection("articles");
    const seededCount = await articles.countDocuments();
    await articles.insertOne({
      _id: "written-before-restart" as never,
      headline: "Written before the restart",
      summary: "Proof that the embedded database keeps its files.",
      content: "Body.",
      author: "Lifecycle Test",
      category: "trust-building",
      featured: true,
      breaking: false,
      views: 0,
      publishedAt: new Date(Date.now() + 60_000),
    });
    await connection.close();

    expect(await first.stop()).toBe(0); // SIGTERM: a clean exit
    const second = await startServer({ DATA_DIR: dataDir, SEED_ON_START: "true" }, { launcher: "preview" });
    try {
      expect(second.output()).not.toMatch(/Empty database/);
      await page.goto(second.url);
      await expect(page.locator("#lead-headline")).toHaveText("Written before the restart");
      const again = await mongoose.createConnection(`mongodb://127.0.0.1:${second.embeddedDatabasePort()}/brandline`).asPromise();
      expect(await again.collection("articles").countDocuments()).toBe(seededCount + 1);
      await again.close();
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  test("answers 503 on /healthz soon after the database dies, and recovers by itself when it returns", async ({ request }) => {
    let database = await startEmbeddedDatabase({ dataDir: path.join(dataDir, "db") });
    const server = await startServer({ DATA_DIR: dataDir, MONGODB_URI: `${database.uri}lifecycle`, SEED_ON_START: "true" });
    try {
      expect((await request.get(`${server.url}/healthz`)).status()).toBe(200);

      await database.stop();
      const downAfter = await waitUntil(async () => (await request.get(`${server.url}/healthz`)).status() === 503, 10_000, "503 after the database died");
      expect(downAfter).toBeLessThan(10_000);
      const body: unknown = await (await request.get(`${server.url}/healthz`)).json();
      expect(body).toMatchObject({ status: "unavailable", database: { ok: false } });

      // Pages fail politely meanwhile: an error page, no stack trace.
      const page = await request.get(server.url);
      expect(page.status()).toBeGreaterThanOrEqual(500);
      expect(await page.text()).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);

      database = await startEmbeddedDatabase({ dataDir: path.join(dataDir, "db"), port: database.port });
      await waitUntil(async () => (await request.get(`${server.url}/healthz`)).status() === 200, 30_000, "200 after the database returned");
      expect((await request.get(server.url)).status()).toBe(200);
    } finally {
      await server.stop();
      await database.stop();
    }
  });

  test("restarts an embedded database that was killed", async ({ request }) => {
    const server = await startServer({ DATA_DIR: dataDir, SEED_ON_START: "false" }, { launcher: "preview" });
    try {
      const port = server.embeddedDatabasePort();
      test.skip(!server.output().includes("embedded ferretdb"), "kills the FerretDB process by its command line");
      execFileSync("pkill", ["-KILL", "-f", `listen-addr 127.0.0.1:${port}`]);
      await waitUntil(async () => (await request.get(`${server.url}/healthz`)).status() === 503, 10_000, "503 after the kill");
      await waitUntil(async () => (await request.get(`${server.url}/healthz`)).status() === 200, 30_000, "200 after the restart");
      expect(server.output()).toMatch(/ferretdb exited .*restarting/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  test("analytics load only when configured, under the page's nonce", async ({ request }) => {
    const server = await startServer({ DATA_DIR: dataDir, SEED_ON_START: "false", ANALYTICS_PLAUSIBLE_DOMAIN: "brandline.example" }, { launcher: "preview" });
    try {
      const response = await request.get(server.url);
      const csp = response.headers()["content-security-policy"]!;
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(csp).toMatch(/connect-src [^;]*https:\/\/plausible\.io/);
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}" data-domain="brandline.example" src="https://plausible.io/js/script.js"`);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

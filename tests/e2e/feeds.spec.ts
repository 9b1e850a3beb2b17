import sharp from "sharp";
import { expect, test } from "./fixtures";

test.describe("feeds and crawlers", () => {
  test("RSS lists the newest articles with links to them", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = xml.match(/<item>/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(xml).toMatch(/<link>http:\/\/127\.0\.0\.1:\d+\/article\/[\w-]+<\/link>/);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
  });

  test("the sitemap covers pages, categories and articles; robots keep out of admin", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/about", "/category/trust-building", "/article/reach-method-five-part-system-for-leaders"]) expect(sitemap).toContain(`${path}</loc>`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  test("the default social image is a 1200x630 PNG", async ({ request }) => {
    const response = await request.get("/api/og-image");
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(await sharp(await response.body()).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });
});

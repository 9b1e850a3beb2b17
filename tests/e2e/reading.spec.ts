import { expect, test } from "./fixtures";

test.describe("reading an article", () => {
  test("opens from the front page with its body, metadata, share links and related articles", async ({ page }) => {
    await page.goto("/");
    const headline = (await page.locator("#lead-headline").textContent())!.trim();
    await page.locator("#lead-headline a").click();
    await expect(page).toHaveURL(/\/article\/[\w-]+$/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await expect(page).toHaveTitle(`${headline} | Brandline`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(page.url());
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(structured).toMatchObject({ "@type": "NewsArticle", headline });

    // The body is rendered markdown: subheadings below the page's one h1, paragraphs, links to a new tab.
    const body = page.locator(".article-body");
    await expect(body.locator("h2").first()).toBeVisible();
    expect(await page.locator("h1").count()).toBe(1);
    await expect(body.locator("p").first()).not.toBeEmpty();
    for (const link of await body.locator("a[href^='http']").all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    await expect(page.getByText(/^Photo: /)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();

    // The share menu opens without JavaScript (a <details>) and offers the SPEC's four ways.
    await page.getByText("Share", { exact: true }).click();
    await expect(page.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com\/sharing\/share-offsite\/\?url=.+shared%3D\d+/);
    await expect(page.getByRole("link", { name: /LinkedIn/ })).toContainText("Recommended");
    await expect(page.getByRole("link", { name: "Twitter" })).toHaveAttribute("href", /hashtags=PersonalBranding%2CExecutiveInfluence%2CCEOLeadership/);
    await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:\?subject=Must-read%20article%3A%20/);
    await expect(page.getByLabel("Article link")).toHaveValue(page.url());

    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.getByRole("article")).toHaveCount(3);
    await expect(related.getByRole("link", { name: "View more" })).toHaveAttribute("href", /^\/category\//);
  });

  test("counts a view per visit", async ({ page }) => {
    await page.goto("/article/reach-method-five-part-system-for-leaders");
    const views = async () => Number((await page.getByText(/ views/).first().textContent())!.match(/([\d,]+) views/)![1]!.replace(/,/g, ""));
    const first = await views();
    await page.reload();
    expect(await views()).toBeGreaterThan(first);
  });

  test("embeds a valid YouTube link through the privacy-enhanced domain", async ({ page }) => {
    await page.goto("/article/reach-method-five-part-system-for-leaders");
    await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  });

  test("shows 'Article Not Found' with a 404 for an unknown id", async ({ page }) => {
    const response = await page.goto("/article/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
  });
});

test.describe("category pages", () => {
  test("list the category's articles under its title and description", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Sections" }).first().getByRole("link", { name: "Audience Growth" }).click();
    await expect(page).toHaveURL(/\/category\/audience-growth$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audience Growth" })).toBeVisible();
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const card of await cards.all()) await expect(card).toContainText("Audience Growth");
  });

  test("an unknown category is titled 'Category' and has no articles", async ({ page }) => {
    const response = await page.goto("/category/not-a-section");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Category" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
    await expect(page.getByText("Check back soon for new content in this category.")).toBeVisible();
  });
});

test.describe("search", () => {
  test("finds articles from the header search box", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("search").filter({ visible: true }).first();
    await search.getByRole("searchbox").fill("newsletter");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=newsletter$/);
    const results = page.getByRole("region", { name: "Search results" }).getByRole("listitem");
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first()).toContainText(/newsletter/i);
    await results.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/article\//);
  });

  test("says so when nothing matches, and waits for three characters", async ({ page }) => {
    await page.goto("/search?q=zzqqxx");
    await expect(page.getByText('No articles found for "zzqqxx"')).toBeVisible();
    await page.goto("/search?q=%20ab%20");
    await expect(page.getByText("Type at least 3 characters")).toBeVisible();
  });
});

import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./admin-password";
import { expect, test } from "./fixtures";
import { signInApi } from "./mail";

/** The numbers of one chart's CSV, by its first column. */
async function csvCounts(request: APIRequestContext, chart: string): Promise<Record<string, number>> {
  const response = await request.get(`/admin/insights.csv?chart=${chart}&days=7`);
  expect(response.status()).toBe(200);
  const [, ...rows] = (await response.text()).trim().split(/\r?\n/);
  return Object.fromEntries(rows.map((row) => row.split(",")).map(([label, count]) => [label!, Number(count)]));
}

test.describe("insights", () => {
  test("the charts count the shares the test makes, on a page readable without JavaScript", async ({ page, request }, testInfo) => {
    await signInApi(request);
    const before = await csvCounts(request, "shares");
    const article = "reach-method-five-part-system-for-leaders";
    for (const platform of ["linkedin", "linkedin", "email"]) {
      const response = await request.post("/api/analytics/share", { data: { articleId: article, platform, category: "personal-branding" } });
      expect(response.status(), testInfo.title).toBe(201);
    }
    const after = await csvCounts(request, "shares");
    expect((after.LinkedIn ?? 0) - (before.LinkedIn ?? 0)).toBe(2);
    expect((after["E-mail"] ?? 0) - (before["E-mail"] ?? 0)).toBe(1);

    await page.goto("/admin?redirectTo=/admin/insights%3Fdays%3D7");
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: "Shares by platform" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Subscriber growth/ })).toBeVisible();
    const shares = page.getByRole("figure").filter({ hasText: "Shares by platform" });
    await shares.getByText("Show the numbers").click();
    await expect(shares.getByRole("row", { name: `LinkedIn ${after.LinkedIn}` })).toBeVisible();
    await expect(shares.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/admin/insights.csv?chart=shares&days=7");
  });

  test("needs the admin session", async ({ request }) => {
    expect((await request.get("/admin/insights", { maxRedirects: 0 })).status()).toBe(302);
    expect((await request.get("/admin/insights.csv?chart=shares", { maxRedirects: 0 })).status()).toBe(302);
  });
});

import { expect, test, type Page } from "./fixtures";

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const sidebarForm = (page: Page) => page.locator("aside").getByRole("region", { name: "The Daily Brief" });

test.describe("newsletter sign-up", () => {
  test("from the home sidebar: subscribed, told so, and the field is cleared", async ({ page }, testInfo) => {
    await page.goto("/");
    const form = sidebarForm(page);
    await form.getByLabel("Email address").fill(`  ${uniqueEmail(testInfo.project.name)}  `);
    await form.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(page.getByText("You're subscribed!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(sidebarForm(page).getByLabel("Email address")).toHaveValue("");
  });

  test("the notice cookie is never cached, and is gone after one page", async ({ request }, testInfo) => {
    const response = await request.post("/newsletter", {
      form: { email: uniqueEmail(`cache-${testInfo.project.name}`), source: "footer", redirectTo: "/about" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/about");
    expect(response.headers()["set-cookie"]).toMatch(/^bl_toast=.+HttpOnly/);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const page = await request.get("/about");
    expect(await page.text()).toContain("You&#x27;re subscribed!");
    expect(page.headers()["cache-control"]).toBe("private, no-store");
    expect(await (await request.get("/about")).text()).not.toContain("You&#x27;re subscribed!");
  });

  test("an offsite redirect target is ignored", async ({ request }, testInfo) => {
    const response = await request.post("/newsletter", {
      form: { email: uniqueEmail(`redirect-${testInfo.project.name}`), redirectTo: "//evil.example/phish" },
      maxRedirects: 0,
    });
    expect(response.headers()["location"]).toBe("/");
  });

  test("signing up twice says so instead of failing", async ({ page }, testInfo) => {
    const email = uniqueEmail(`twice-${testInfo.project.name}`);
    for (const expected of ["You're subscribed!", "You're already subscribed"]) {
      await page.goto("/about");
      const footer = page.getByRole("contentinfo").getByRole("region", { name: "The Daily Brief" });
      await footer.getByLabel("Email address").fill(email);
      await footer.getByRole("button", { name: "SUBSCRIBE" }).click();
      await expect(page.getByText(expected, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/about$/);
    }
  });

  test("the header's Subscribe link leads to a sign-up form on every page", async ({ page }) => {
    for (const path of ["/", "/about", "/article/reach-method-five-part-system-for-leaders"]) {
      await page.goto(path);
      await expect(page.locator("#subscribe")).toHaveCount(1);
      await page.getByRole("navigation", { name: "Utility" }).getByRole("link", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/#subscribe$/);
      await expect(page.locator("#subscribe").getByRole("button", { name: "SUBSCRIBE" })).toBeInViewport();
    }
  });

  test("an empty email is refused with the SPEC's message", async ({ page }, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled === false) {
      // Without JavaScript the browser's own check stops an empty field; a request that skips it
      // gets the form back with the message and a 400.
      const response = await page.request.post("/newsletter", { form: { email: "   ", source: "footer", redirectTo: "/about" } });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain("Please enter your email address.");
      return;
    }
    await page.goto("/");
    await sidebarForm(page).getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Email required" })).toBeVisible();
    await expect(page.getByText("Please enter your email address.").first()).toBeVisible();
  });

  test("an invalid address is explained and nothing is stored", async ({ page, request }, testInfo) => {
    await page.goto("/newsletter");
    const form = page.getByRole("region", { name: "The Daily Brief" }).first();
    if (testInfo.project.use.javaScriptEnabled === false) {
      const response = await request.post("/newsletter", { form: { email: "not-an-email", source: "footer", redirectTo: "/" } });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain("Please enter a valid email address");
    } else {
      // With JavaScript the browser's own email check is off (noValidate) and ours speaks.
      await form.getByLabel("Email address").fill("not-an-email");
      await form.getByRole("button", { name: "SUBSCRIBE" }).click();
      await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    }
    const api = await request.post("/api/newsletter/subscribe", { data: { email: "not-an-email" } });
    expect(api.status()).toBe(400);
  });
});

test.describe("POST /api/newsletter/subscribe", () => {
  test("creates a subscriber (201), then answers 200 for the same address", async ({ request }, testInfo) => {
    const email = uniqueEmail(`api-${testInfo.project.name}`);
    const first = await request.post("/api/newsletter/subscribe", { data: { email: ` ${email.toUpperCase()} `, source: "content-upgrade", contentType: "pdf-guide" } });
    expect(first.status()).toBe(201);
    expect(await first.json()).toMatchObject({ outcome: "subscribed", subscriber: { email, source: "content-upgrade", contentType: "pdf-guide", active: true } });
    const second = await request.post("/api/newsletter/subscribe", { data: { email } });
    expect(second.status()).toBe(200);
    expect(await second.json()).toMatchObject({ outcome: "already-subscribed" });
  });

  test("answers bad input with a clear status and message", async ({ request }) => {
    const cases = [
      { body: { data: { email: "" } }, status: 400, message: "Please enter your email address." },
      { body: { data: { email: "x@y", contentType: "spam" } }, status: 400, message: "Please enter a valid email address" },
      { body: { form: { email: "a@example.com" } }, status: 415, message: /JSON/ },
      { body: { data: Buffer.from("{not json"), headers: { "content-type": "application/json" } }, status: 400, message: "The body is not valid JSON." },
      { body: { data: { email: `${"a".repeat(70_000)}@example.com` } }, status: 413, message: /too large/ },
    ];
    for (const { body, status, message } of cases) {
      const response = await request.post("/api/newsletter/subscribe", body);
      expect(response.status(), JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect((await request.get("/api/newsletter/subscribe")).status()).toBe(405);
  });

  test("refuses writes from another site's pages", async ({ request }) => {
    const response = await request.post("/api/newsletter/subscribe", { data: { email: "csrf@example.com" }, headers: { Origin: "https://evil.example" } });
    expect(response.status()).toBe(403);
    const form = await request.post("/newsletter", { form: { email: "csrf@example.com" }, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(form.status()).toBe(403);
  });
});

import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./admin-password";

/** Signs in through the form at `path` (the admin's own page, or a deep link under /admin). */
export async function signIn(page: Page, path = "/admin") {
  await page.goto(path);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("heading", { name: "Admin Access" })).toHaveCount(0);
}

/** An article body long enough for the editor's rules, with a heading the page renders. */
export const ARTICLE_BODY = "## Why it matters\n\nA reputation is built in small, repeated proofs. " + "Write down what you did and what changed. ".repeat(4);

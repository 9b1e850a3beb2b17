import { test as base, expect } from "@playwright/test";

/**
 * Every journey fails if the page breaks its Content-Security-Policy or throws: a script the
 * policy blocks is a feature that silently does not work for readers.
 */
export const test = base.extend<{ pageProblems: void }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy|Refused to (execute|evaluate|load)/i.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(`Uncaught: ${error.message}`));
      await use();
      expect(problems, "CSP violations or uncaught errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from "@playwright/test";

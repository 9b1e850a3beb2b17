import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/about")).toBe("/about");
    expect(safeRedirectPath("/search?q=trust#results")).toBe("/search?q=trust#results");
  });
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "about", "/a\nLocation: x", "", null, 42])(
    "falls back for %j",
    (value) => {
      expect(safeRedirectPath(value)).toBe("/");
      expect(safeRedirectPath(value, "/newsletter")).toBe("/newsletter");
    },
  );
});

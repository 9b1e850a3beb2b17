import { beforeEach, describe, expect, it, vi } from "vitest";
import { cached, invalidateCache } from "./cache.server";

describe("cached", () => {
  beforeEach(() => invalidateCache());

  it("loads once within the TTL, and again after it", async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve("value"));
    expect(await cached("k", 1000, load)).toBe("value");
    expect(await cached("k", 1000, load)).toBe("value");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cached("k", 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("shares one load between concurrent callers", async () => {
    const load = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve(1), 10)));
    await Promise.all([cached("c", 1000, load), cached("c", 1000, load), cached("c", 1000, load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed load and what was invalidated", async () => {
    await expect(cached("f", 1000, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cached("f", 1000, () => Promise.resolve("recovered"))).toBe("recovered");
    invalidateCache("f");
    expect(await cached("f", 1000, () => Promise.resolve("fresh"))).toBe("fresh");
  });
});

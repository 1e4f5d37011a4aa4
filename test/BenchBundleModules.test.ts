/**
 * The per-module breakdown of the minimal browser program against the floor (bench/bundle-modules.ts): each module
 * is counted once per program, effect-bybit's modules on the program's side only, and the list runs from the largest
 * excess down.
 */
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import * as BundleModules from "../bench/bundle-modules.js"

const root = fileURLToPath(new URL("..", import.meta.url))

describe("bench bundle-modules", () => {
  it("attributes the start-up bytes of the program and of the floor to their modules", {
    timeout: 120_000
  }, async () => {
    const rows = await BundleModules.breakdown(root, "bench/bundle-entry.ts", "bench/floor-bundle/effect-platform.ts")
    const row = (module: string) => rows.find((r) => r.module === module)
    // the program's own call (Market.getTickers, in Market's part src/Http/v5/market/Activity.ts) and its socket, not
    // in the floor
    expect(row("src/Http/v5/market/Activity.ts")?.ours).toBeGreaterThan(0)
    expect(row("src/Socket/Registry.ts")?.ours).toBeGreaterThan(0)
    for (const r of rows.filter((r) => r.module.startsWith("src/"))) expect(r.floor, r.module).toBe(0)
    // the stack both stand on
    const core = row("effect/dist/internal/core.js")
    expect(core?.ours).toBeGreaterThan(0)
    expect(core?.floor).toBeGreaterThan(0)
    // the SBE decoder is not in the start-up chunks (it loads on the first binary stream)
    expect(rows.some((r) => r.module.includes("Socket/internal/sbe"))).toBe(false)
    // what brings a module in: a chain of static imports from the program's entry, nearest importer first
    expect(row("src/Http/Executor.ts")?.via[0]).toBe("src/BybitPublic.ts")
    for (const r of rows.filter((r) => r.ours > 0 && r.module !== "bench/bundle-entry.ts"))
      expect(r.via.at(-1), r.module).toBe("bench/bundle-entry.ts")
    const excess = rows.map((r) => r.ours - r.floor)
    expect(excess).toEqual([...excess].sort((a, b) => b - a))
    const text = BundleModules.report(rows, 5)
    expect(text).toContain("| effect-bybit (src/) |")
    expect(text).toContain("| imported by |")
    const lines = text.split("\n")
    expect(lines.slice(lines.findIndex((line) => line.startsWith("| module |")) + 2)).toHaveLength(5)
  })
})

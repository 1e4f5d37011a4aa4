import { describe, expect, it } from "@effect/vitest"
import { build } from "esbuild"

// `effect-bybit/promise` is browser-safe like `.`: bundling it for the browser must reach no `node:` module and no `ws`.
describe("promise entry point", () => {
  it("bundles for the browser with no node: module, no ws, no Node layer and no emulator", async () => {
    const result = await build({
      entryPoints: [new URL("../../src/promise.ts", import.meta.url).pathname],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent"
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((path) => path.includes("src/Promise/Client.ts"))).toBe(true)
    expect(inputs.some((path) => path.includes("src/Signing/SignerWeb.ts"))).toBe(true)
    expect(inputs.filter((path) => path.startsWith("node:") || path.includes("node_modules/ws/"))).toEqual([])
    expect(inputs.filter((path) => /Signing\/SignerNode|src\/node\.ts|src\/Emulator|src\/Cli/.test(path))).toEqual([])
  })
})

import { describe, expect, it } from "@effect/vitest"
import { build } from "esbuild"
import packageJson from "../package.json" with { type: "json" }

// The browser entry must reach no `node:` module and no `ws`: bundle it for the browser and let esbuild refuse.
describe("entry points", () => {
  it("effect-bybit bundles for the browser with no node: module and no ws", async () => {
    const result = await build({
      entryPoints: [new URL("../src/index.ts", import.meta.url).pathname],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent"
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((path) => path.includes("src/Http/BybitHttp.ts"))).toBe(true)
    expect(inputs.filter((path) => path.startsWith("node:") || path.includes("node_modules/ws/"))).toEqual([])
    expect(
      inputs.filter((path) => /Signing\/SignerNode|src\/node\.ts|src\/Emulator|src\/Redis|ioredis/.test(path))
    ).toEqual([])
  })

  it("exports only the documented entry points", () => {
    expect(Object.keys(packageJson.exports).filter((key) => key !== "./package.json")).toEqual(
      expect.arrayContaining([".", "./node"])
    )
    for (const key of Object.keys(packageJson.exports)) {
      expect([".", "./node", "./emulator", "./promise", "./redis", "./package.json"]).toContain(key)
    }
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as BrowserBundle from "../support/BrowserBundle.js"

// `effect-bybit/promise` is browser-safe like `.`: bundling it for the browser must reach no `node:` module and no `ws`.
describe("promise entry point", () => {
  it("bundles for the browser with no node: module, no ws, no Node layer and no emulator", async () => {
    const inputs = await BrowserBundle.inputsOf("src/promise.ts")
    expect(inputs.some((path) => path.includes("src/Promise/Client.ts"))).toBe(true)
    expect(inputs.some((path) => path.includes("src/Signing/SignerWeb.ts"))).toBe(true)
    expect(inputs.filter(BrowserBundle.isNodeOnly)).toEqual([])
    expect(inputs.filter((path) => /Signing\/SignerNode|src\/node\.ts|src\/Emulator|src\/Cli/.test(path))).toEqual([])
  })
})

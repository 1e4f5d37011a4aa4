import { describe, expect, it } from "@effect/vitest"
import { build } from "esbuild"
import packageJson from "../package.json" with { type: "json" }
import { rootNamespaces } from "../scripts/build.js"
import * as BrowserBundle from "./support/BrowserBundle.js"

// The browser entry must reach no `node:` module and no `ws`: bundle it for the browser and let esbuild refuse.
describe("entry points", () => {
  it("effect-bybit bundles for the browser with no node: module and no ws", async () => {
    const inputs = await BrowserBundle.inputsOf("src/index.ts")
    expect(inputs.some((path) => path.includes("src/Http/BybitHttp.ts"))).toBe(true)
    expect(inputs.filter(BrowserBundle.isNodeOnly)).toEqual([])
    expect(
      inputs.filter((path) => /Signing\/SignerNode|src\/node\.ts|src\/Emulator|src\/Redis|ioredis/.test(path))
    ).toEqual([])
  })

  // The recorder writes through Effect's FileSystem and the web's CompressionStream: nothing of Node in the entry
  it("effect-bybit/recording bundles for the browser with no node: module, no ws and no emulator", async () => {
    const inputs = await BrowserBundle.inputsOf("src/recording.ts")
    expect(inputs.some((path) => path.includes("src/Recording/Recorder.ts"))).toBe(true)
    expect(inputs.filter((path) => BrowserBundle.isNodeOnly(path) || /src\/Emulator/.test(path))).toEqual([])
  })

  it("exports only the documented entry points", () => {
    expect(Object.keys(packageJson.exports).filter((key) => key !== "./package.json")).toEqual(
      expect.arrayContaining([".", "./node", "./legacy"])
    )
    for (const key of Object.keys(packageJson.exports)) {
      expect([
        ".",
        "./node",
        "./legacy",
        "./emulator",
        "./promise",
        "./redis",
        "./cluster",
        "./recording",
        "./types/*",
        "./*",
        "./package.json"
      ]).toContain(key)
    }
  })

  // `effect-bybit/types/<path>`: the declarations of every module, for the compiler alone (a user's declarations name
  // our types through it, test/TypeScriptUsers.test.ts); nothing loads through it at run time
  it("exports every module's declarations as effect-bybit/types/<path>, types only", () => {
    expect(packageJson.exports["./types/*"]).toEqual({ types: "./dist/src/*.d.ts" })
  })

  // `effect-bybit/<Name>`: each of the root's namespaces as a module of its own (the build writes them from
  // src/index.ts), for bundlers, and under Node from the root's bundle
  it("exports each namespace of the root as effect-bybit/<Name>, and nothing else through ./*", async () => {
    expect(packageJson.exports["./*"]).toEqual({
      types: "./dist/src/modules/*.d.ts",
      node: "./dist/node/modules/*.js",
      import: "./dist/src/modules/*.js"
    })
    const namespaces = await rootNamespaces()
    const index = await import("../src/index.js")
    // every namespace the root exports, each with the module it re-exports
    expect(namespaces.map((namespace) => namespace.name).sort()).toEqual(Object.keys(index).sort())
    for (const { name, path } of namespaces) {
      const module = await import(/* @vite-ignore */ new URL(`../src/${path}.ts`, import.meta.url).href)
      expect(Object.keys(module).sort(), name).toEqual(Object.keys(index[name as keyof typeof index]).sort())
    }
  })

  // The pre-V5 families are ~0.34 MB of code that every importer of the root would otherwise parse: they live behind
  // `effect-bybit/legacy`, and nothing the root or the Node entry imports may pull them back in. The legacy signer
  // stays (the executor signs a legacy definition when one is passed to it; 3 kB).
  it("effect-bybit and effect-bybit/node load none of the pre-V5 families; effect-bybit/legacy loads them", async () => {
    const legacyModules = async (entries: ReadonlyArray<string>) => {
      const result = await build({
        entryPoints: entries.map((entry) => new URL(`../src/${entry}`, import.meta.url).pathname),
        bundle: true,
        platform: "node",
        format: "esm",
        packages: "external",
        splitting: true,
        outdir: "/dev/null/unused",
        write: false,
        metafile: true,
        logLevel: "silent"
      })
      return Object.keys(result.metafile.inputs).filter((path) => /legacy/i.test(path))
    }
    expect(await legacyModules(["index.ts", "node.ts"])).toEqual(["src/Signing/SignLegacy.ts"])
    const legacy = await legacyModules(["legacy.ts"])
    expect(legacy).toEqual(
      expect.arrayContaining([
        "src/Http/legacy/all.ts",
        "src/Http/legacy/LinearV2.ts",
        "src/Schema/legacy/Usdc.ts",
        "src/Socket/legacy/LegacySocket.ts"
      ])
    )
  })
})

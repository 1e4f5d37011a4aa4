import { execFile } from "node:child_process"
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import ts from "typescript"
import { nodeReference } from "../scripts/NodeReferences.js"
import { declarationsModule } from "./support/DeclarationsModule.js"
import { installedVersion, installPacked } from "./support/PackedPackage.js"
import { removalTimeout, removeFolder } from "./support/Registry.js"

// A user's program on TypeScript 7 and on TypeScript 6 with the settings a new project has: `strict`, `module` and
// `moduleResolution` `nodenext`, and nothing else — `types` left to its default (none, on both), no `skipLibCheck`,
// so the compiler checks the package's declarations inside node_modules too. The package is the packed tarball,
// installed into an empty folder with `@types/node` (the emulator's declarations need it), `ioredis` (the redis
// entry's optional peer), `@effect/platform-node` and `@effect/sql-pg` (the cluster entry's optional peers) beside
// it. Without the build's Node references (scripts/NodeReferences.ts) the check of the emulator entry fails in
// `dist/src/Emulator/wire/Ws.d.ts` (`Cannot find name 'Buffer'`, 'node:http', 'node:stream').
const run = promisify(execFile)
const root = fileURLToPath(new URL("..", import.meta.url))
const compilers = {
  "TypeScript 7": join(root, "node_modules/typescript-7/bin/tsc"),
  "TypeScript 6": join(root, "node_modules/typescript/bin/tsc")
} as const

const short = { "TypeScript 7": "ts7", "TypeScript 6": "ts6" } as const

let project = ""
const inProject = (file: string) => join(project, file)

/** A tsconfig of a new project's settings for `files` (and `types`, when given), written as `tsconfig.<name>.json`. */
const writeConfig = (name: string, files: ReadonlyArray<string>, types?: ReadonlyArray<string>) =>
  writeFile(
    inProject(`tsconfig.${name}.json`),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: "nodenext",
        moduleResolution: "nodenext",
        noEmit: true,
        ...(types === undefined ? {} : { types })
      },
      files
    })
  )

/**
 * A tsconfig of what `tsc --init` writes (run with `compiler` in a folder of its own: `declaration`, `declarationMap`,
 * `verbatimModuleSyntax`, `exactOptionalPropertyTypes`, ...) and `declaration: true`, emitting `files` to `outDir`.
 */
const writeInitConfig = async (compiler: keyof typeof compilers, name: string, files: ReadonlyArray<string>) => {
  const folder = inProject(`init-${short[compiler]}`)
  await mkdir(folder, { recursive: true })
  await run(process.execPath, [compilers[compiler], "--init"], { cwd: folder })
  const read = ts.parseConfigFileTextToJson("tsconfig.json", await readFile(join(folder, "tsconfig.json"), "utf8"))
  const options = (read.config as { compilerOptions: Record<string, unknown> }).compilerOptions
  expect(options.declaration).toBe(true)
  const compilerOptions = { ...options, declaration: true, outDir: `out-${name}` }
  await writeFile(inProject(`tsconfig.${name}.json`), JSON.stringify({ compilerOptions, files }))
}

/** The compiler's diagnostics for the project `tsconfig.<name>.json`, one line each (empty when it passes). */
const check = async (compiler: string, name: string, extra: ReadonlyArray<string> = []): Promise<string> => {
  const args = [compiler, "-p", inProject(`tsconfig.${name}.json`), "--pretty", "false", ...extra]
  return run(process.execPath, args, { cwd: project, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => stdout.trim(),
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ""}${error.stderr ?? ""}`.trim() || "failed"
  )
}

/** The files with errors in diagnostics, each with its error codes. */
const errorsByFile = (diagnostics: string): Record<string, ReadonlyArray<string>> => {
  const found: Record<string, Array<string>> = {}
  for (const match of diagnostics.matchAll(/^(.+?)\(\d+,\d+\): error (TS\d+)/gm)) {
    const [, file = "", code = ""] = match
    found[file] = [...(found[file] ?? []), code]
  }
  return found
}

// Every entry the README shows, used as a user uses it
const program = [
  `import * as Effect from "effect/Effect"`,
  `import * as Layer from "effect/Layer"`,
  `import { Bybit, BybitSocket, Market } from "effect-bybit"`,
  `import * as MarketModule from "effect-bybit/Market"`,
  `import * as Node from "effect-bybit/node"`,
  `import { Emulator } from "effect-bybit/emulator"`,
  `import { createClient, type Errors } from "effect-bybit/promise"`,
  `import { Recorder } from "effect-bybit/recording"`,
  `import { Legacy } from "effect-bybit/legacy"`,
  `import { RedisBudgetStore } from "effect-bybit/redis"`,
  `export const program = Effect.gen(function* () {`,
  `  const emulator = yield* Emulator.make({ port: 0, seed: 7 })`,
  `  const layer = Layer.provideMerge(BybitSocket.layer(), Bybit.layer({ environment: emulator.environment })).pipe(`,
  `    Layer.provide(Node.layer)`,
  `  )`,
  `  return yield* Effect.gen(function* () {`,
  `    const time = yield* Market.getServerTime()`,
  `    const tickers = yield* MarketModule.getTickers({ category: "linear", symbol: "BTCUSDT" })`,
  `    return { millis: time.millis, symbol: tickers.list[0]?.symbol }`,
  `  }).pipe(Effect.provide(layer))`,
  `})`,
  `export const topics: Recorder.Streams = [{ category: "linear", topics: Recorder.topics({ symbols: ["BTCUSDT"], depth: 50 }) }]`,
  `export const legacyTime = Legacy.SpotV1.getServerTime()`,
  `export const store = RedisBudgetStore.make()`,
  `export const lastPrice = async (): Promise<string | undefined> => {`,
  `  const client = createClient({ environment: "testnet" })`,
  `  try {`,
  `    const { list } = await client.getTickers({ category: "linear", symbol: "BTCUSDT" })`,
  `    return list[0]?.lastPrice`,
  `  } catch (error) {`,
  `    const known = error as Errors["getTickers"]`,
  `    return known._tag`,
  `  } finally {`,
  `    await client.dispose()`,
  `  }`,
  `}`
].join("\n")

// The cluster entry as its README section shows it, with its optional peers installed (`@effect/platform-node`,
// `@effect/sql-pg`) and the default types: a worker's Fleet.layer over a client of the cluster, a program on
// KeySession and TradeApi, and a sweep in one process
const clusterProgram = [
  `import * as Effect from "effect/Effect"`,
  `import * as Layer from "effect/Layer"`,
  `import * as Redacted from "effect/Redacted"`,
  `import * as Stream from "effect/Stream"`,
  `import { Environment, Topics, TradeApi } from "effect-bybit"`,
  `import { Fleet, KeySession, Runner, Sweep } from "effect-bybit/cluster"`,
  `const postgres = Redacted.make("postgres://bybit@127.0.0.1:5432/bybit")`,
  `export const fleet = Fleet.layer({ environment: Environment.testnet, apiKey: "key" }).pipe(`,
  `  Layer.provide(Runner.layerClient({ postgres, lockExpiration: "10 seconds" }))`,
  `)`,
  `export const worker = Effect.gen(function* () {`,
  `  yield* KeySession.updates(Topics.order()).pipe(Stream.take(1), Stream.runDrain, Effect.forkScoped)`,
  `  const ack = yield* TradeApi.createOrder({`,
  `    category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.001", orderLinkId: "a-1"`,
  `  })`,
  `  return ack.orderId`,
  `}).pipe(Effect.scoped, Effect.provide(fleet))`,
  `export const sweep = Sweep.run({`,
  `  strategy: "./strategy.js", settings: [{ everyMs: 1000 }], recordings: ["btcusdt.jsonl"]`,
  `}).pipe(Effect.map((results) => results.runs.length), Effect.provide(Sweep.layerLocal()))`
].join("\n")

// A sweep sent to the cluster's runners from a program: its SQL client is @effect/sql-pg's own, whose declarations
// name `node:stream` and `node:tls`, so this program has Node's types on (`"types": ["node"]`)
const clusterSweepProgram = [
  `import * as PgClient from "@effect/sql-pg/PgClient"`,
  `import * as Effect from "effect/Effect"`,
  `import * as Layer from "effect/Layer"`,
  `import * as Redacted from "effect/Redacted"`,
  `import { Sweep, SweepCluster } from "effect-bybit/cluster"`,
  `const database = PgClient.layer({ url: Redacted.make("postgres://bybit@127.0.0.1:5432/sweeps") })`,
  `export const sweep = Sweep.run({`,
  `  strategy: "./strategy.js", settings: [{ everyMs: 1000 }], recordings: ["btcusdt.jsonl"]`,
  `}).pipe(Effect.provide(SweepCluster.layerClient({ lockExpiration: "10 seconds" }).pipe(Layer.provide(database))))`
].join("\n")

// Each entry the README's table names
const entries = [
  "effect-bybit",
  "effect-bybit/Market",
  "effect-bybit/node",
  "effect-bybit/emulator",
  "effect-bybit/promise",
  "effect-bybit/legacy",
  "effect-bybit/recording",
  "effect-bybit/redis",
  "effect-bybit/cluster"
] as const

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), "effect-bybit-types-"))
  await installPacked(project, [
    `@types/node@${await installedVersion("@types/node")}`,
    `ioredis@${await installedVersion("ioredis")}`,
    `@effect/platform-node@${await installedVersion("@effect/platform-node")}`,
    `@effect/sql-pg@${await installedVersion("@effect/sql-pg")}`
  ])
  await writeFile(inProject("program.ts"), program)
  await writeConfig("program", ["program.ts"])
  await writeFile(inProject("cluster.ts"), clusterProgram)
  await writeConfig("cluster", ["cluster.ts"])
  await writeFile(inProject("clusterSweep.ts"), clusterSweepProgram)
  await writeConfig("clusterSweep", ["clusterSweep.ts"], ["node"])
  await writeConfig("clusterSweepNoNode", ["clusterSweep.ts"])
  await writeFile(inProject("declarations.ts"), declarationsModule("effect-bybit"))
  for (const compiler of Object.keys(compilers) as Array<keyof typeof compilers>)
    await writeInitConfig(compiler, `declarations-${short[compiler]}`, ["declarations.ts"])
  for (const [index, entry] of entries.entries()) {
    await writeFile(inProject(`entry${index}.ts`), `import * as Entry from "${entry}"\nexport const used = Entry\n`)
    await writeConfig(`entry${index}`, [`entry${index}.ts`])
  }
}, 900_000)

afterAll(() => removeFolder(project), removalTimeout)

describe("a user's program, strict and nodenext with the default types, against the installed package", () => {
  it.each(Object.keys(compilers) as Array<keyof typeof compilers>)(
    "type-checks every entry the README shows with no diagnostic on %s",
    async (name) => {
      expect(await check(compilers[name], "program")).toBe("")
    },
    300_000
  )

  it.each(Object.keys(compilers) as Array<keyof typeof compilers>)(
    "type-checks a fleet worker and a sweep on effect-bybit/cluster with its optional peers on %s",
    async (name) => {
      expect(await check(compilers[name], "cluster")).toBe("")
      expect(await check(compilers[name], "clusterSweep")).toBe("")
    },
    300_000
  )

  // the same install under Node: the cluster entry resolves to its bundle with its optional peers beside it
  it("loads effect-bybit/cluster under Node from dist/node with its optional peers installed", async () => {
    const probe = [
      `const url = import.meta.resolve("effect-bybit/cluster")`,
      `const entry = await import("effect-bybit/cluster")`,
      `console.log(JSON.stringify({ url, names: Object.keys(entry) }))`
    ].join("\n")
    await writeFile(inProject("cluster-probe.mjs"), probe)
    const { stdout } = await run(process.execPath, ["cluster-probe.mjs"], { cwd: project })
    const loaded = JSON.parse(stdout) as { readonly url: string; readonly names: ReadonlyArray<string> }
    expect(loaded.url).toMatch(/\/node_modules\/effect-bybit\/dist\/node\/cluster\.js$/)
    expect(loaded.names).toEqual(
      expect.arrayContaining(["Failover", "Fleet", "KeySession", "Runner", "Sweep", "SweepCluster", "wait", "ended"])
    )
  }, 120_000)

  it("a program building @effect/sql-pg's client needs Node's types for that package's declarations alone", async () => {
    const errors = errorsByFile(await check(compilers["TypeScript 7"], "clusterSweepNoNode"))
    expect(Object.keys(errors).sort()).toEqual([
      "node_modules/@effect/sql-pg/dist/PgClient.d.ts",
      "node_modules/@effect/sql-pg/dist/PgConnection.d.ts"
    ])
  }, 300_000)

  it("compiles with @types/node only the entries the README says need it", async () => {
    const withNode: Array<string> = []
    for (const [index, entry] of entries.entries()) {
      const listed = (await check(compilers["TypeScript 7"], `entry${index}`, ["--listFilesOnly"])).split("\n")
      expect(
        listed.some((file) => file.includes("/node_modules/effect-bybit/dist/src/")),
        entry
      ).toBe(true)
      if (listed.some((file) => file.includes("/node_modules/@types/node/"))) withNode.push(entry)
    }
    // the emulator through its wire servers, redis through ioredis's own declarations
    expect(withNode).toEqual(["effect-bybit/emulator", "effect-bybit/redis"])
    // and the README's sentence names those
    const readme = (await readFile(join(root, "README.md"), "utf8")).replace(/\s+/g, " ")
    const sentence = /[^.]*need Node's types[^.]*/.exec(readme)?.[0] ?? ""
    expect([...sentence.matchAll(/`(effect-bybit[^`]*)`/g)].map((match) => match[1])).toEqual(withNode)
  }, 300_000)

  // The control: the same check, on a copy of the package whose declarations lost the build's Node references, and
  // a wrong line of the user's, reports both
  it("reports the errors of declarations without their Node reference, and of a wrong user line", async () => {
    const installed = inProject("node_modules/effect-bybit")
    const copy = inProject("node_modules/unreferenced")
    await cp(join(installed, "dist/src"), join(copy, "dist/src"), { recursive: true })
    const manifest = JSON.parse(await readFile(join(installed, "package.json"), "utf8")) as Record<string, unknown>
    await writeFile(join(copy, "package.json"), JSON.stringify({ ...manifest, name: "unreferenced" }))
    let stripped = 0
    for (const file of await readdir(join(copy, "dist/src"), { recursive: true })) {
      if (!file.endsWith(".d.ts")) continue
      const text = await readFile(join(copy, "dist/src", file), "utf8")
      if (!text.startsWith(nodeReference)) continue
      await writeFile(join(copy, "dist/src", file), text.slice(nodeReference.length + 1))
      stripped++
    }
    expect(stripped).toBeGreaterThan(0)
    await writeFile(
      inProject("wrong.ts"),
      [
        `import { Emulator } from "unreferenced/emulator"`,
        `export const make = Emulator.make`,
        `export const port: number = "8080"`
      ].join("\n")
    )
    await writeConfig("wrong", ["wrong.ts"])
    const errors = errorsByFile(await check(compilers["TypeScript 7"], "wrong"))
    expect(errors).toEqual({
      "node_modules/unreferenced/dist/src/Emulator/wire/Ws.d.ts": ["TS2591", "TS2591", "TS2591"],
      // the socket server's types the V5 and the old families share (`OpenSocket`, `OnConnection`, `UpgradeServer`)
      "node_modules/unreferenced/dist/src/Emulator/wire/WsProtocol.d.ts": ["TS2591", "TS2591", "TS2591"],
      "wrong.ts": ["TS2322"]
    })
  }, 300_000)
})

// `tsc --init` turns `declaration` on: a user's module that exports what our functions return, with no annotation,
// makes the compiler name in its `.d.ts` every type our signatures name (`BybitHttp`, `Signer`, `CallError`, ...),
// which are declared in modules no entry point is. `effect-bybit/types/<path>` (types only) reaches each one, so the
// compiler writes `import("effect-bybit/types/Http/Pipeline").BybitHttp`; without it, TS2883 ("cannot be named
// without a reference to 'BybitHttp' from .../dist/src/Http/Pipeline.js").
describe("a user's declarations, with tsc --init's settings, against the installed package", () => {
  it.each(Object.keys(compilers) as Array<keyof typeof compilers>)(
    "emits the declarations of a module exporting every entry's effects, layers and streams and Promise methods on %s",
    async (name) => {
      expect(await check(compilers[name], `declarations-${short[name]}`)).toBe("")
      const emitted = await readFile(inProject(`out-declarations-${short[name]}/declarations.d.ts`), "utf8")
      expect(emitted).toContain(`import("effect-bybit/types/Http/Pipeline").BybitHttp`)
      expect(emitted).not.toContain("node_modules")
      // the types of many of our modules are named through it
      const doors = new Set([...emitted.matchAll(/import\("(effect-bybit\/types\/[^"]+)"\)/g)].map((m) => m[1] ?? ""))
      expect(doors.size).toBeGreaterThan(10)
    },
    300_000
  )

  it("Node refuses effect-bybit/types/<path> at run time: nothing loads through it", async () => {
    const probe = `import("effect-bybit/types/Http/Pipeline").then(() => console.log("loaded"), (e) => console.log(e.code))`
    await writeFile(inProject("types-probe.mjs"), probe)
    const { stdout } = await run(process.execPath, ["types-probe.mjs"], { cwd: project })
    expect(stdout.trim()).toBe("ERR_PACKAGE_PATH_NOT_EXPORTED")
  }, 120_000)

  // The control: the same module against a copy of the package whose exports lost `./types/*`
  it("the same module against a copy without effect-bybit/types/* fails with TS2883 alone", async () => {
    const installed = inProject("node_modules/effect-bybit")
    const copy = inProject("node_modules/doorless")
    await cp(join(installed, "dist/src"), join(copy, "dist/src"), { recursive: true })
    const manifest = JSON.parse(await readFile(join(installed, "package.json"), "utf8")) as {
      readonly exports: Record<string, unknown>
    }
    const { "./types/*": door, ...exports } = manifest.exports
    expect(door).toEqual({ types: "./dist/src/*.d.ts" })
    await writeFile(join(copy, "package.json"), JSON.stringify({ ...manifest, name: "doorless", exports }))
    await writeFile(inProject("doorless.ts"), declarationsModule("doorless"))
    await writeInitConfig("TypeScript 7", "doorless", ["doorless.ts"])
    const diagnostics = await check(compilers["TypeScript 7"], "doorless")
    const codes = errorsByFile(diagnostics)["doorless.ts"] ?? []
    expect(Object.keys(errorsByFile(diagnostics))).toEqual(["doorless.ts"])
    expect(codes.length).toBeGreaterThan(10)
    expect(new Set(codes)).toEqual(new Set(["TS2883"]))
    expect(diagnostics).toContain("'BybitHttp' from './node_modules/doorless/dist/src/Http/Pipeline.js'")
  }, 300_000)
})

import { execFile } from "node:child_process"
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises"
import { SourceMap } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { build } from "esbuild"
import { comments, prepare, preparePlugin } from "../scripts/build.js"
import { portIsFree, type Ready, recipes, runRecipe, signalGroup, start } from "./support/EmulatorProcess.js"
import { packedTarball } from "./support/PackedPackage.js"
import { newest, npmInstall, removalTimeout, removeFolder } from "./support/Registry.js"
import { waitFor } from "./support/WaitFor.js"

// What a user gets from `npm install effect-bybit`: build (`npm run build`), pack, install the tarball into an empty
// project, then import every entry point from there — by Node, by the TypeScript compiler and by a browser bundler.
const run = promisify(execFile)
const root = fileURLToPath(new URL("..", import.meta.url))
const entries = [
  "effect-bybit",
  "effect-bybit/node",
  "effect-bybit/legacy",
  "effect-bybit/emulator",
  "effect-bybit/promise",
  "effect-bybit/recording"
] as const

let project = ""

const inProject = (file: string) => join(project, file)

/** The README's install command (its Install section): what a user types, and what this suite installs. */
const readmeInstall = async (): Promise<ReadonlyArray<string>> => {
  const readme = await readFile(join(root, "README.md"), "utf8")
  const section = readme.slice(readme.indexOf("## Install"))
  const line = /```sh\n(npm install [^\n]+)\n```/.exec(section)?.[1]
  if (line === undefined) throw new Error("README.md's Install section has no `npm install` line")
  return line.split(/\s+/).slice(2)
}

let effectVersion = ""

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), "effect-bybit-pack-"))
  // the registry is asked while the build runs (the build does not need its answer)
  const versions = Promise.all([newest("effect", "^4"), newest("@effect/platform-node", "^4")])
  versions.catch(() => undefined)
  // built and packed once per state of the sources, in a private copy (never the repository's dist, which other
  // files build into at the same time)
  const tarball = await packedTarball()
  await writeFile(inProject("package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }))
  // The README's line, as a user types it today: effect-bybit is the tarball, and Effect's packages are the newest
  // 4.x the registry has (not the versions of this repository's lockfile).
  const [newestEffect, platformNodeVersion] = await versions
  effectVersion = newestEffect
  const packages = (await readmeInstall()).map((name) =>
    name === "effect-bybit"
      ? tarball
      : name === "effect"
        ? `effect@${effectVersion}`
        : name === "@effect/platform-node"
          ? `@effect/platform-node@${platformNodeVersion}`
          : name
  )
  await npmInstall(project, [
    ...packages,
    "typescript@" + JSON.parse(await readFile(join(root, "node_modules/typescript/package.json"), "utf8")).version,
    "@types/node@22"
  ])
}, 600_000)

afterAll(() => removeFolder(project), removalTimeout)

describe("the README's install line", () => {
  it("names the package, effect and the Node platform, and nothing of Effect 3", async () => {
    const packages = await readmeInstall()
    expect(packages).toEqual(["effect-bybit", "effect", "@effect/platform-node"])
  })

  it("installs one copy of effect, the newest 4.x, that the package shares with the program", async () => {
    const { stdout } = await run("npm", ["ls", "effect", "--all", "--parseable", "--long"], { cwd: project })
    const copies = stdout
      .trim()
      .split("\n")
      .filter((line) => /node_modules\/effect:effect@/.test(line))
    expect(copies).toEqual([`${join(project, "node_modules/effect")}:effect@${effectVersion}`])
    expect(effectVersion).toMatch(/^4\./)
    const installed = JSON.parse(await readFile(inProject("node_modules/effect-bybit/package.json"), "utf8")) as {
      readonly dependencies?: Record<string, string>
      readonly peerDependencies?: Record<string, string>
    }
    expect(installed.dependencies?.effect).toBeUndefined()
    expect(installed.peerDependencies?.effect).toMatch(/^\^4\./)
  })

  it("runs a program written on that Effect: an endpoint called and a topic subscribed on the embedded exchange, with one effect loaded", async () => {
    await writeFile(
      inProject("effect-roots.mjs"),
      [
        `import { appendFileSync } from "node:fs"`,
        `export const load = (url, context, next) => {`,
        `  const at = url.lastIndexOf("/node_modules/effect/")`,
        `  if (at >= 0) appendFileSync(process.env.EFFECT_ROOTS, url.slice(0, at) + "\\n")`,
        `  return next(url, context)`,
        `}`
      ].join("\n")
    )
    await writeFile(
      inProject("register-roots.mjs"),
      `import { register } from "node:module"\nregister("./effect-roots.mjs", import.meta.url)`
    )
    await writeFile(
      inProject("program.mjs"),
      [
        `import * as Effect from "effect/Effect"`,
        `import * as Layer from "effect/Layer"`,
        `import * as Stream from "effect/Stream"`,
        `import { Bybit, BybitSocket, Market, Topics } from "effect-bybit"`,
        `import * as Node from "effect-bybit/node"`,
        `import { Emulator } from "effect-bybit/emulator"`,
        `const program = Effect.gen(function* () {`,
        `  const emulator = yield* Emulator.make({ port: 0, seed: 7 })`,
        `  const layer = Layer.provideMerge(BybitSocket.layer(), Bybit.layer({ environment: emulator.environment })).pipe(`,
        `    Layer.provide(Node.layer)`,
        `  )`,
        `  return yield* Effect.gen(function* () {`,
        `    const time = yield* Market.getServerTime()`,
        `    const tickers = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })`,
        `    const pushed = yield* Stream.runHead(Topics.subscribe(Topics.tickers("BTCUSDT"), "linear"))`,
        `    return { millis: typeof time.millis, symbol: tickers.list[0]?.symbol, pushed: pushed._tag }`,
        `  }).pipe(Effect.provide(layer))`,
        `})`,
        `console.log(JSON.stringify(await Effect.runPromise(Effect.scoped(program))))`
      ].join("\n")
    )
    const roots = inProject("effect-roots.txt")
    await writeFile(roots, "")
    const { stdout } = await run(process.execPath, ["--import", "./register-roots.mjs", "program.mjs"], {
      cwd: project,
      env: { ...process.env, EFFECT_ROOTS: roots }
    })
    expect(JSON.parse(stdout)).toEqual({ millis: "number", symbol: "BTCUSDT", pushed: "Some" })
    const loaded = new Set((await readFile(roots, "utf8")).trim().split("\n"))
    // every module of effect came from one place: the program's own node_modules/effect
    expect([...loaded]).toEqual([`file://${project}`])
  }, 120_000)
})

/** `register.mjs`: `node --import ./register.mjs` appends each file of effect-bybit it loads to `$LOADED`. */
const writeLoadHooks = async (): Promise<void> => {
  await writeFile(
    inProject("hooks.mjs"),
    [
      `import { appendFileSync } from "node:fs"`,
      `export const load = (url, context, next) => {`,
      `  if (url.includes("/node_modules/effect-bybit/")) appendFileSync(process.env.LOADED, url + "\\n")`,
      `  return next(url, context)`,
      `}`
    ].join("\n")
  )
  await writeFile(
    inProject("register.mjs"),
    `import { register } from "node:module"\nregister("./hooks.mjs", import.meta.url)`
  )
}

describe("the packed package", () => {
  it("ships only the built sources, the examples, the README and the licence", async () => {
    const listed = await run("tar", ["-tzf", await packedTarball()])
    const files = listed.stdout.trim().split("\n")
    expect(files).toContain("package/dist/src/index.js")
    expect(files).toContain("package/dist/src/index.d.ts")
    expect(files).toContain("package/dist/node/index.js")
    expect(
      files.filter((file) => !/^package\/(dist\/(src|node)\/|examples\/|package\.json$|README\.md$|LICENSE)/.test(file))
    ).toEqual([])
    // every example file the README names (programs, the paper-trading recording, the local-Bybit recipes)
    const readme = await readFile(join(root, "README.md"), "utf8")
    const named = new Set(
      [...readme.matchAll(/\bexamples\/[\w./-]+\.(?:ts|mjs|jsonl|json|sh)\b/g)].map(([path]) => path)
    )
    expect(named.size).toBeGreaterThan(10)
    expect([...named].filter((path) => !files.includes(`package/${path}`))).toEqual([])
    expect(files.some((file) => file.includes("/test/") || file.endsWith(".test.js"))).toBe(false)
  })

  it("is built by npm pack itself: a pack never ships the dist of an older build", async () => {
    // this test packs with --ignore-scripts after its own build; a maintainer's `npm pack` / `npm publish` does not
    const manifest = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>
    }
    expect(manifest.scripts.prepack).toBe("npm run build")
    expect(manifest.scripts.build).toBe("tsx scripts/build.ts")
  })

  // the cluster entry's optional peers are not on the README's install line: without them, importing it fails
  // naming the package to install (its section of the README names both)
  it("effect-bybit/cluster without its optional peer @effect/sql-pg fails naming that package", async () => {
    await writeFile(inProject("cluster-bare.mjs"), `await import("effect-bybit/cluster")`)
    const failed = await run(process.execPath, ["cluster-bare.mjs"], { cwd: project }).then(
      () => "",
      (error: { stderr?: string }) => error.stderr ?? "failed"
    )
    expect(failed).toContain("ERR_MODULE_NOT_FOUND")
    expect(failed).toContain("Cannot find package '@effect/sql-pg'")
  }, 120_000)

  it("resolves every entry point at run time from an installed tarball", async () => {
    const script = entries.map((entry, i) => `import * as m${i} from "${entry}"\nkeys.push(Object.keys(m${i}).length)`)
    await writeFile(
      inProject("probe.mjs"),
      ["const keys = []", ...script, "console.log(JSON.stringify(keys))"].join("\n")
    )
    const { stdout } = await run(process.execPath, ["probe.mjs"], { cwd: project })
    const counts = JSON.parse(stdout) as Array<number>
    expect(counts).toHaveLength(entries.length)
    for (const count of counts) expect(count).toBeGreaterThan(0)
  }, 120_000)

  // Under Node (the `node` condition) every entry point is a bundle of dist/node, the code entries share in common
  // chunks: one copy of each module in a process, whichever entries it imports.
  it("loads every entry point under Node from the bundles of dist/node, with the exports of dist/src", async () => {
    const loaded = inProject("loaded.txt")
    await writeFile(loaded, "")
    await writeLoadHooks()
    const names = (imports: ReadonlyArray<string>) =>
      [
        `const names = []`,
        ...imports.map((from) => `names.push(Object.keys(await import("${from}")).sort())`),
        `console.log(JSON.stringify(names))`
      ].join("\n")
    await writeFile(inProject("entries.mjs"), names(entries))
    const files = ["index", "node", "legacy", "emulator", "promise.node", "recording"]
    expect(files).toHaveLength(entries.length)
    await writeFile(
      inProject("files.mjs"),
      names(files.map((file) => `./node_modules/effect-bybit/dist/src/${file}.js`))
    )
    const bundled = await run(process.execPath, ["--import", "./register.mjs", "entries.mjs"], {
      cwd: project,
      env: { ...process.env, LOADED: loaded }
    })
    const perFile = await run(process.execPath, ["files.mjs"], { cwd: project })
    expect(JSON.parse(bundled.stdout)).toEqual(JSON.parse(perFile.stdout))
    const urls = (await readFile(loaded, "utf8")).trim().split("\n")
    expect(urls.length).toBeGreaterThan(entries.length)
    expect(urls.filter((url) => !url.includes("/node_modules/effect-bybit/dist/node/"))).toEqual([])
    // the executable too
    const help = await run(inProject("node_modules/.bin/effect-bybit"), ["--help"], { cwd: project })
    expect(help.stdout).toContain("Bybit V5 from the command line")
  }, 120_000)

  it("loads effect-bybit/<Name> under Node as the root's namespace, from the same bundle, without the root", async () => {
    await writeFile(
      inProject("namespaces.mjs"),
      [
        `import * as Root from "effect-bybit"`,
        `import * as Market from "effect-bybit/Market"`,
        `import * as Bybit from "effect-bybit/Bybit"`,
        `import * as ConnectionState from "effect-bybit/ConnectionState"`,
        `const same = (module, namespace) =>`,
        `  Object.keys(module).length > 0 && Object.keys(module).every((key) => module[key] === namespace[key]) &&`,
        `  Object.keys(module).length === Object.keys(namespace).length`,
        `console.log(JSON.stringify([same(Market, Root.Market), same(Bybit, Root.Bybit), Object.keys(ConnectionState)]))`
      ].join("\n")
    )
    const loaded = inProject("loaded-namespaces.txt")
    await writeFile(loaded, "")
    await writeLoadHooks()
    const { stdout } = await run(process.execPath, ["--import", "./register.mjs", "namespaces.mjs"], {
      cwd: project,
      env: { ...process.env, LOADED: loaded }
    })
    // ConnectionState holds types alone
    expect(JSON.parse(stdout)).toEqual([true, true, []])
    const urls = (await readFile(loaded, "utf8")).trim().split("\n")
    expect(urls.some((url) => url.endsWith("/dist/node/modules/Market.js"))).toBe(true)
    expect(urls.filter((url) => !url.includes("/node_modules/effect-bybit/dist/node/"))).toEqual([])
    // the lighter door: a program naming one namespace loads neither the root nor another family
    await writeFile(
      inProject("market-only.mjs"),
      `import * as Market from "effect-bybit/Market"\nconsole.log(typeof Market.getTickers)\n`
    )
    await writeFile(loaded, "")
    const alone = await run(process.execPath, ["--import", "./register.mjs", "market-only.mjs"], {
      cwd: project,
      env: { ...process.env, LOADED: loaded }
    })
    expect(alone.stdout.trim()).toBe("function")
    const aloneUrls = (await readFile(loaded, "utf8")).trim().split("\n")
    expect(aloneUrls.some((url) => url.endsWith("/dist/node/modules/Market.js"))).toBe(true)
    expect(aloneUrls.filter((url) => /\/dist\/node\/(index|modules\/(?!Market\.js))/.test(url))).toEqual([])
  }, 120_000)

  it("runs one copy of each module across entry points: the Promise client rejects with the root's error class", async () => {
    await writeFile(
      inProject("identity.mjs"),
      [
        `import * as Effect from "effect/Effect"`,
        `import * as Exit from "effect/Exit"`,
        `import * as Scope from "effect/Scope"`,
        `import { ExchangeError } from "effect-bybit"`,
        `import { Emulator } from "effect-bybit/emulator"`,
        `import { createClient } from "effect-bybit/promise"`,
        `const scope = Effect.runSync(Scope.make())`,
        `const emulator = await Effect.runPromise(Scope.provide(Emulator.make({ port: 0, seed: 1 }), scope))`,
        `const options = { environment: emulator.environment, apiKey: emulator.apiKey, rateBudget: false }`,
        `const client = createClient({ ...options, apiSecret: "not-the-secret" })`,
        `const outcome = await client.getWalletBalance({ accountType: "UNIFIED" }).then(`,
        `  () => ({ tag: "none" }),`,
        `  (error) => ({ tag: error._tag, rootClass: error instanceof ExchangeError[error._tag] })`,
        `)`,
        `await client.dispose()`,
        `await Effect.runPromise(Scope.close(scope, Exit.void))`,
        `console.log(JSON.stringify(outcome))`
      ].join("\n")
    )
    const { stdout } = await run(process.execPath, ["identity.mjs"], { cwd: project })
    expect(JSON.parse(stdout)).toEqual({ tag: "InvalidSignature", rootClass: true })
  }, 120_000)

  it("type-checks a consumer of every entry point with the shipped declarations", async () => {
    await writeFile(
      inProject("consumer.ts"),
      [
        `import { Bybit, Market, OrderBook } from "effect-bybit"`,
        `import * as Node from "effect-bybit/node"`,
        `import { Legacy, LegacyEndpoints, LegacyWs } from "effect-bybit/legacy"`,
        `import { Emulator } from "effect-bybit/emulator"`,
        `import * as Promised from "effect-bybit/promise"`,
        `import * as MarketModule from "effect-bybit/Market"`,
        `import type * as Effect from "effect/Effect"`,
        `const time: Effect.Effect<{ readonly millis: number }, unknown, unknown> = Market.getServerTime()`,
        `const moduleTime: Effect.Effect<{ readonly millis: number }, unknown, unknown> = MarketModule.getServerTime()`,
        `const legacyTime: Effect.Effect<unknown, unknown, unknown> = Legacy.SpotV1.getServerTime()`,
        `const client = Promised.createClient({})`,
        `const last: Promise<unknown> = client.call(Legacy.SpotV3.lastPrice, { symbol: "BTCUSDT" })`,
        `export const used = [Bybit, OrderBook, Node, Emulator, Promised, time, moduleTime, legacyTime, last, LegacyEndpoints, LegacyWs]`,
        // A wrong parameter must be a compile error: the declarations carry the request schemas' types.
        `// @ts-expect-error category is a literal union`,
        `Market.getTickers({ category: "futures" })`
      ].join("\n")
    )
    await writeFile(
      inProject("tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          types: ["node"],
          lib: ["ES2022", "DOM"]
        },
        files: ["consumer.ts"]
      })
    )
    const result = await run(process.execPath, [inProject("node_modules/typescript/bin/tsc"), "-p", "."], {
      cwd: project
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }))
    expect(result.stdout).toBe("")
  }, 300_000)

  it("bundles the browser entries with no Node built-in and tree-shakes an unused surface", async () => {
    for (const entry of ["effect-bybit", "effect-bybit/promise", "effect-bybit/legacy", "effect-bybit/recording"]) {
      const result = await build({
        stdin: { contents: `export * from "${entry}"`, resolveDir: project },
        bundle: true,
        platform: "browser",
        format: "esm",
        write: false,
        metafile: true,
        logLevel: "silent"
      })
      const inputs = Object.keys(result.metafile.inputs)
      expect(inputs.filter((path) => path.startsWith("node:") || path.includes("node_modules/ws/"))).toEqual([])
    }
    const bundle = (contents: string) =>
      build({
        stdin: { contents, resolveDir: project },
        bundle: true,
        minify: true,
        platform: "browser",
        format: "esm",
        write: false
      }).then((result) => gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length)
    const everything = await bundle(`export * from "effect-bybit"`)
    const oneCall = await bundle(`import { Market } from "effect-bybit"\nexport const call = Market.getServerTime`)
    expect(oneCall).toBeLessThan(everything * 0.75)
    // from its own module a namespace is tree-shaken member by member (esbuild keeps a re-exported namespace whole)
    const fromModule = await bundle(
      `import * as Market from "effect-bybit/Market"\nexport const call = Market.getServerTime`
    )
    expect(fromModule).toBeLessThan(oneCall)
  }, 300_000)
})

// "A local Bybit for any client" in the README: the executable of the installed package serves the exchange, and the
// README's recipes (examples/local-bybit, run from the repository, so ccxt and bybit-api are its dev dependencies)
// drive it, each with a public and a signed call.
describe("npx effect-bybit emulator, from the installed package", () => {
  it("ships the README's recipes beside it (examples/local-bybit), as the README links them", async () => {
    const shipped = await readdir(inProject("node_modules/effect-bybit/examples/local-bybit"))
    expect(shipped.sort()).toEqual(["accounts.json", "bybit-api.mjs", "ccxt.mjs", "curl.sh"])
  })

  it("prints its URLs and keys, serves ccxt, bybit-api and curl, and stops on Ctrl-C", async () => {
    const running = start("npx", ["--no", "effect-bybit", "emulator", "--port", "0"], { cwd: project })
    try {
      const [first = ""] = await running.lines(1)
      expect(first.startsWith("{"), `stdout: ${first}\nstderr: ${running.stderr()}`).toBe(true)
      const ready = JSON.parse(first) as Ready
      expect(ready.rest).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)

      const [ccxt] = await runRecipe(recipes.ccxt, ready)
      expect(ccxt).toMatchObject({ symbol: "BTC/USDT:USDT" })
      const { last, usdt } = ccxt as { last: number; usdt: number }
      expect(last).toBeGreaterThan(0)
      expect(usdt).toBeGreaterThan(0)

      const [bybitApi] = await runRecipe(recipes.bybitApi, ready)
      expect(bybitApi).toMatchObject({ accountType: "UNIFIED", pushed: "tickers.BTCUSDT" })
      expect(Number((bybitApi as { last: string }).last)).toBeGreaterThan(0)

      const [tickers, wallet] = await runRecipe(recipes.curl, ready)
      expect(tickers).toMatchObject({ retCode: 0 })
      expect(wallet).toMatchObject({ retCode: 0 })

      // Ctrl-C signals the terminal's whole group: npm exec, its shell and the emulator (npm exec reports the
      // signal as its own end, so the emulator's exit code is read in the next test, without npm in between)
      signalGroup(running, "SIGINT")
      await running.exited
      // npm exec may end before the emulator has closed its server
      await Effect.runPromise(
        waitFor(
          Effect.promise(() => portIsFree(ready.port)),
          "the emulator's port free"
        )
      )
    } finally {
      signalGroup(running, "SIGKILL")
    }
  }, 300_000)

  it("exits with 0 on SIGTERM, its port free again (the executable npx runs, started directly)", async () => {
    const running = start(inProject("node_modules/.bin/effect-bybit"), ["emulator"], { cwd: project })
    try {
      const [first = ""] = await running.lines(1)
      const ready = JSON.parse(first) as Ready
      running.child.kill("SIGTERM")
      expect(await running.exited).toBe(0)
      expect(await portIsFree(ready.port)).toBe(true)
    } finally {
      signalGroup(running, "SIGKILL")
    }
  }, 120_000)
})

// The JavaScript is esbuild's per-file transform of src with its comments blanked (scripts/build.ts): only the bundler
// annotations stay (V8 keeps a module's source text in memory), the declarations keep the JSDoc, and the source maps
// still lead to the src lines.
describe("the published JavaScript", () => {
  const installed = (path: string) => inProject(join("node_modules/effect-bybit/dist/src", path))
  const modules = async (): Promise<ReadonlyArray<string>> =>
    (await readdir(join(root, "src"), { recursive: true }))
      .map((path) => path.replaceAll("\\", "/"))
      .filter((path) => path.endsWith(".ts") && !path.endsWith(".d.ts"))
      .sort()
  const annotation = /^\/\*\s*[#@]__(PURE|NO_SIDE_EFFECTS)__\s*\*\/$/
  const annotations = (text: string, found: ReadonlyArray<readonly [number, number]>) =>
    found.filter(([start, end]) => annotation.test(text.slice(start, end))).length

  it("holds no comment but the bundler annotations, and every annotation the build adds", async () => {
    const strays: Array<string> = []
    const lost: Array<string> = []
    for (const path of await modules()) {
      const js = await readFile(installed(path.replace(/\.ts$/, ".js")), "utf8")
      // one parse of each text (a parse is most of this test's time)
      const inJs = comments(path, js)
      for (const [start, end] of inJs) {
        const comment = js.slice(start, end)
        if (!annotation.test(comment) && !/^\/\/# sourceMappingURL=[\w.-]+\.js\.map$/.test(comment))
          strays.push(`${path}: ${comment.slice(0, 60)}`)
      }
      if (js.includes("/**")) strays.push(`${path}: /**`)
      const prepared = prepare(path, await readFile(join(root, "src", path), "utf8"))
      // the marks the build adds (scripts/build.ts's `prepare`) all reach the JavaScript; esbuild may add its own
      if (annotations(js, inJs) < annotations(prepared, comments(path, prepared))) lost.push(path)
    }
    expect(strays).toEqual([])
    expect(lost).toEqual([])
  }, 120_000)

  it("bundles the bench's browser program from the installed package no bigger than from src", async () => {
    const program = (from: string) =>
      [
        `import * as Effect from "effect/Effect"`,
        `import * as Layer from "effect/Layer"`,
        `import * as Stream from "effect/Stream"`,
        `import { Bybit, BybitSocket, Market, Topics, WebPlatform } from "${from}"`,
        `export const program = Effect.gen(function* () {`,
        `  const rest = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })`,
        `  const pushed = yield* Stream.runHead(Topics.subscribe(Topics.tickers("BTCUSDT"), "linear"))`,
        `  return { rest, pushed }`,
        `}).pipe(Effect.provide(Layer.provideMerge(BybitSocket.layer(), Bybit.layer()).pipe(Layer.provide(WebPlatform.layer))))`
      ].join("\n")
    // the library's own bytes (the two copies of effect may be different patch releases)
    const libraryBytes = async (from: string, resolveDir: string, library: RegExp) => {
      const result = await build({
        stdin: { contents: program(from), resolveDir },
        bundle: true,
        minify: true,
        platform: "browser",
        format: "esm",
        write: false,
        metafile: true,
        logLevel: "silent",
        // src as the build reads it (with its pure annotations)
        plugins: [preparePlugin]
      })
      const output = Object.values(result.metafile.outputs)[0]
      return Object.entries(output?.inputs ?? {})
        .filter(([path]) => library.test(path))
        .reduce((sum, [, input]) => sum + input.bytesInOutput, 0)
    }
    const fromSrc = await libraryBytes(join(root, "src/index.ts"), root, /^src\//)
    const fromPackage = await libraryBytes("effect-bybit", project, /node_modules\/effect-bybit\/dist\/src\//)
    expect(fromSrc).toBeGreaterThan(10_000)
    expect(fromPackage).toBeLessThanOrEqual(fromSrc)
  }, 120_000)

  it("keeps the JSDoc in the declarations and maps the JavaScript back to the src lines", async () => {
    const source = await readFile(join(root, "src/Bybit.ts"), "utf8")
    const declarations = await readFile(installed("Bybit.d.ts"), "utf8")
    const js = (await readFile(installed("Bybit.js"), "utf8")).split("\n")
    const map = new SourceMap(JSON.parse(await readFile(installed("Bybit.js.map"), "utf8")))
    const exported = [...source.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\nexport const (\w+) =/g)]
    expect(exported.map((match) => match[2])).toContain("layer")
    for (const [, doc = "", name = ""] of exported) {
      expect(declarations).toContain(`${doc}\nexport declare const ${name}:`)
      const srcLine = source.slice(0, source.indexOf(`export const ${name} =`)).split("\n").length - 1
      const jsLine = js.findIndex((line) => line.startsWith(`const ${name} =`))
      expect(jsLine).toBeGreaterThanOrEqual(0)
      const entry = map.findEntry(jsLine, 0) as { originalSource?: string; originalLine?: number }
      expect(entry.originalSource).toMatch(/(^|\/)src\/Bybit\.ts$/)
      expect(entry.originalLine).toBe(srcLine)
    }
  })
})

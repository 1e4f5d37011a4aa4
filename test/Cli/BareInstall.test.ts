import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { nodeOfLine } from "../../scripts/node-line.mjs"
import {
  killGroup,
  portIsFree,
  type Ready,
  type Running,
  recipeEnv,
  recipes,
  runRecipe,
  signalGroup,
  start
} from "../support/EmulatorProcess.js"
import { executablesOfGroup, nodeLines, onLine } from "../support/NodeLines.js"
import { packedTarball } from "../support/PackedPackage.js"
import { newest, npmInstall, removalTimeout, removeFolder } from "../support/Registry.js"
import { waitFor } from "../support/WaitFor.js"

// `npx effect-bybit emulator` and `npx effect-bybit record` for the user the command is for: a folder where only
// effect-bybit was installed (`npm install <tarball>`: npm adds `effect`, a peer, but not the optional
// `@effect/platform-node`), and `npx --package <tarball>` with nothing installed. The executable bundles the Node
// platform it needs (scripts/build.ts, `binPlatformPlugin`); without that it stops at its first import with
// ERR_MODULE_NOT_FOUND '@effect/platform-node'.
const run = promisify(execFile)
const root = fileURLToPath(new URL("../..", import.meta.url))

let folder = ""
let tarball = ""
/** The newest effect and @effect/platform-node 4.x, as the registry answers now (asked while the build runs). */
let effectVersions: Promise<readonly [string, string]> = Promise.resolve(["", ""])

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "effect-bybit-bare-"))
  effectVersions = Promise.all([newest("effect", "^4"), newest("@effect/platform-node", "^4")])
  effectVersions.catch(() => undefined)
  // built and packed once per state of the sources, in a private copy (never the repository's dist)
  tarball = await packedTarball()
  writeFileSync(join(folder, "package.json"), JSON.stringify({ name: "bare", private: true }))
  // the tarball alone; effect from the registry, as npm picks it for the peer
  await npmInstall(folder, [tarball])
}, 900_000)

afterAll(() => removeFolder(folder), removalTimeout)

const readyOf = async (running: Running): Promise<Ready> => {
  const [first = ""] = await running.lines(1)
  expect(first.startsWith("{"), `stdout: ${first}\nstderr: ${running.stderr()}`).toBe(true)
  return JSON.parse(first) as Ready
}

/** Stops a command with SIGTERM to its process group and answers its exit. */
const stop = async (running: Running) => {
  signalGroup(running, "SIGTERM")
  return running.exited
}

describe("the command where only effect-bybit was installed", () => {
  it("npm installed effect-bybit and effect, not @effect/platform-node", () => {
    const installed = readdirSync(join(folder, "node_modules"))
    expect(installed).toContain("effect-bybit")
    expect(installed).toContain("effect")
    expect(existsSync(join(folder, "node_modules/@effect/platform-node"))).toBe(false)
  })

  it("npx effect-bybit emulator answers REST; npx effect-bybit record records 5 messages from it and exits with 0", async () => {
    const emulator = start("npx", ["effect-bybit", "emulator", "--port", "0"], { cwd: folder })
    try {
      const ready = await readyOf(emulator)
      const time = (await (await fetch(`${ready.rest}/v5/market/time`)).json()) as { retCode: number }
      expect(time.retCode).toBe(0)
      const out = join(folder, "recording")
      const recorded = await run(
        "npx",
        ["effect-bybit", "record", "--base-url", ready.rest, "--symbol", "BTCUSDT", "--out", out, "--count", "5"],
        { cwd: folder, timeout: 120_000 }
      )
      const end = JSON.parse(recorded.stdout.trim().split("\n").at(-1) ?? "") as { messages: number }
      expect(end.messages).toBe(5)
      expect(readdirSync(out).filter((file) => file.endsWith(".jsonl.gz"))).toHaveLength(1)
      // npx (npm exec) itself dies of the group's SIGTERM (the README says so); the emulator under it exits with 0,
      // as the tests on the Node lines below check without npx
      expect([0, "SIGTERM"]).toContain(await stop(emulator))
    } finally {
      signalGroup(emulator, "SIGKILL")
    }
  }, 180_000)

  it("Ctrl-C: the command itself exits with 0; through npx the shell sees 130, npm exec's own code, as the README says", async () => {
    const exitOnCtrlC = async (command: string, args: ReadonlyArray<string>) => {
      const running = start(command, [...args, "emulator", "--port", "0"], { cwd: folder })
      try {
        await readyOf(running)
        signalGroup(running, "SIGINT")
        return await running.exited
      } finally {
        signalGroup(running, "SIGKILL")
      }
    }
    expect(await exitOnCtrlC(join(folder, "node_modules", ".bin", "effect-bybit"), [])).toBe(0)
    // npm exec ends by the terminal's SIGINT itself (a shell reports 128 + 2), whatever the command under it answered
    expect(["SIGINT", 130]).toContain(await exitOnCtrlC("npx", ["effect-bybit"]))
    const readme = readFileSync(join(root, "README.md"), "utf8")
    expect(readme).toMatch(/through `npx` the shell sees 130/)
  }, 180_000)

  it("npx --package <tarball> effect-bybit emulator starts in an empty folder", async () => {
    const empty = mkdtempSync(join(tmpdir(), "effect-bybit-npx-"))
    const emulator = start("npx", ["--yes", "--package", tarball, "effect-bybit", "emulator", "--port", "0"], {
      cwd: empty
    })
    try {
      const ready = await readyOf(emulator)
      const time = (await (await fetch(`${ready.rest}/v5/market/time`)).json()) as { retCode: number }
      expect(time.retCode).toBe(0)
    } finally {
      await killGroup(emulator)
      await removeFolder(empty)
    }
  }, 300_000)

  // The lines `engines` names, each from the registry (scripts/node-line.mjs)
  it.each(nodeLines)(
    "on Node %i the emulator starts and answers REST, and record records 5 messages from it",
    async (major) => {
      const node = await nodeOfLine(major)
      const version = (await run(node, ["--version"])).stdout.trim()
      expect(version.startsWith(`v${major}.`)).toBe(true)
      const bin = join(folder, "node_modules/effect-bybit/dist/node/Cli/bin.js")
      const emulator = start(node, [bin, "emulator", "--port", "0"], { cwd: folder })
      try {
        const ready = await readyOf(emulator)
        const time = (await (await fetch(`${ready.rest}/v5/market/time`)).json()) as { retCode: number }
        expect(time.retCode, version).toBe(0)
        const out = join(folder, `recording-node${major}`)
        const recorded = await run(
          node,
          [bin, "record", "--base-url", ready.rest, "--symbol", "BTCUSDT", "--out", out, "--count", "5"],
          { cwd: folder, timeout: 120_000 }
        )
        const end = JSON.parse(recorded.stdout.trim().split("\n").at(-1) ?? "") as { messages: number }
        expect(end.messages, version).toBe(5)
        expect(
          readdirSync(out).filter((file) => file.endsWith(".jsonl.gz")),
          version
        ).toHaveLength(1)
        expect(await stop(emulator), version).toBe(0)
      } finally {
        signalGroup(emulator, "SIGKILL")
      }
    },
    300_000
  )
})

/** The version of a package in a folder's node_modules. */
const installedVersion = (dir: string, name: string): string =>
  (JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version

/** The README's first program (its "A first call" section), as a user copies it: plain JavaScript as it stands. */
const readmeFirstCall = (): string => {
  const readme = readFileSync(join(root, "README.md"), "utf8")
  const block = /```ts\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf("## A first call")))?.[1]
  if (block === undefined) throw new Error("README.md's first call has no ```ts block")
  return block
}

// The README's program run on the emulator named by the environment (BYBIT_ENV=custom, its "swap one Layer")
const firstCallMain = [
  `import * as NodeRuntime from "@effect/platform-node/NodeRuntime"`,
  `import * as Layer from "effect/Layer"`,
  `import * as Node from "effect-bybit/node"`,
  `NodeRuntime.runMain(program.pipe(Effect.provide(Bybit.layerConfig().pipe(Layer.provide(Node.layer)))))`
].join("\n")

// The Promise client from plain JavaScript: answers, a refusal by the exchange and a refusal of bad input, as values
const promiseProgram = [
  `import { Environment } from "effect-bybit"`,
  `import { createClient } from "effect-bybit/promise"`,
  `const rest = process.env.BYBIT_REST_URL`,
  `const client = createClient({`,
  `  environment: Environment.custom({ restUrl: rest, wsUrl: rest.replace(/^http/, "ws") }),`,
  `  apiKey: process.env.BYBIT_API_KEY,`,
  `  apiSecret: process.env.BYBIT_API_SECRET`,
  `})`,
  `try {`,
  `  const { list } = await client.getTickers({ category: "linear", symbol: "BTCUSDT" })`,
  `  const wallet = await client.getWalletBalance({ accountType: "UNIFIED" })`,
  `  const price = String(Math.floor(Number(list[0].lastPrice) * 0.9))`,
  `  const order = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "100", price }`,
  `  const refused = await client.submitOrder(order).then(() => "placed", (e) => e._tag)`,
  `  const invalid = await client.getTickers({ category: 5 }).then(() => "answered", (e) => e._tag)`,
  `  const accountType = wallet.list[0].accountType`,
  `  console.log(JSON.stringify({ last: list[0].lastPrice, accountType, refused, invalid }))`,
  `} finally {`,
  `  await client.dispose()`,
  `}`
].join("\n")

/** The version of a package this repository installed (the SDKs the recipes drive). */
const repositoryVersion = (name: string) => installedVersion(root, name)

// What a user of each current Node line does, on that line alone (its `node` first on PATH, so npm, npx and the
// executable run on it): install the packed package beside the newest effect and @effect/platform-node 4.x (and the
// SDKs the recipes drive), run the README's first call, the Promise client from a plain .mjs and the shipped
// recipes against `npx effect-bybit emulator`, and stop it with Ctrl-C. One install per line; one pack for all.
describe.each(nodeLines)("on Node %i, in a user's folder", (major) => {
  let node = ""
  let dir = ""
  let env: NodeJS.ProcessEnv = {}
  let installLog = ""
  let emulator: Running | undefined
  let ready: Ready | undefined
  const emulatorReady = (): Ready => {
    if (ready === undefined) throw new Error("the emulator did not start")
    return ready
  }

  beforeAll(async () => {
    node = await nodeOfLine(major)
    env = onLine(node)
    dir = mkdtempSync(join(tmpdir(), `effect-bybit-node${major}-`))
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "user", private: true }))
    const [effect, platformNode] = await effectVersions
    const installed = await npmInstall(
      dir,
      [
        tarball,
        `effect@${effect}`,
        `@effect/platform-node@${platformNode}`,
        `ccxt@${repositoryVersion("ccxt")}`,
        `bybit-api@${repositoryVersion("bybit-api")}`
      ],
      env
    )
    installLog = installed.stderr
    emulator = start("npx", ["--no", "effect-bybit", "emulator", "--port", "0"], { cwd: dir, env })
    ready = await readyOf(emulator)
  }, 600_000)

  afterAll(async () => {
    if (emulator !== undefined) await killGroup(emulator)
    await removeFolder(dir)
  }, removalTimeout)

  it("npm installs the tarball beside the newest effect and @effect/platform-node 4.x, with no engine warning", async () => {
    const version = (await run(node, ["--version"])).stdout.trim()
    expect(version.startsWith(`v${major}.`)).toBe(true)
    const [effect, platformNode] = await effectVersions
    expect(installedVersion(dir, "effect")).toBe(effect)
    expect(installedVersion(dir, "@effect/platform-node")).toBe(platformNode)
    expect(installLog, version).not.toContain("EBADENGINE")
  })

  it("npx effect-bybit emulator runs on that line: every node of its process group is the line's", async () => {
    const pid = emulator?.child.pid ?? 0
    const nodes = (await executablesOfGroup(pid)).filter((exe) => basename(exe) === "node")
    expect(nodes.length).toBeGreaterThan(0)
    expect(new Set(nodes)).toEqual(new Set([realpathSync(node)]))
  })

  it("runs the README's first call against the emulator", async () => {
    const { rest } = emulatorReady()
    writeFileSync(join(dir, "first-call.mjs"), `${readmeFirstCall()}\n${firstCallMain}\n`)
    const { stdout } = await run(node, ["first-call.mjs"], {
      cwd: dir,
      env: { ...env, BYBIT_ENV: "custom", BYBIT_REST_URL: rest, BYBIT_WS_URL: rest.replace(/^http/, "ws") },
      timeout: 60_000
    })
    const lines = stdout.trim().split("\n")
    expect(lines[0]).toMatch(/^server time: \d{4}-\d\d-\d\dT/)
    expect(lines[1]).toMatch(/^BTCUSDT last \d+(\.\d+)? 24h -?\d/)
    expect(lines[2]).toMatch(/^best bid \d+(\.\d+)? \/ best ask \d+(\.\d+)?$/)
  }, 120_000)

  it("runs the Promise client from a plain .mjs: answers, and rejections as tagged errors", async () => {
    writeFileSync(join(dir, "promise.mjs"), promiseProgram)
    const { stdout } = await run(node, ["promise.mjs"], { cwd: dir, env: recipeEnv(emulatorReady()), timeout: 60_000 })
    const answer = JSON.parse(stdout.trim()) as { last: string }
    expect(answer).toMatchObject({
      accountType: "UNIFIED",
      refused: "InsufficientBalance",
      invalid: "InvalidParameters"
    })
    expect(Number(answer.last)).toBeGreaterThan(0)
  }, 120_000)

  it("serves the shipped recipes: ccxt, bybit-api and curl", async () => {
    const from = join(dir, "node_modules/effect-bybit")
    const [ccxt] = await runRecipe(recipes.ccxt, emulatorReady(), { from, node })
    expect(ccxt).toMatchObject({ symbol: "BTC/USDT:USDT" })
    expect((ccxt as { usdt: number }).usdt).toBeGreaterThan(0)
    const [bybitApi] = await runRecipe(recipes.bybitApi, emulatorReady(), { from, node })
    expect(bybitApi).toMatchObject({ accountType: "UNIFIED", pushed: "tickers.BTCUSDT" })
    const [tickers, wallet] = await runRecipe(recipes.curl, emulatorReady(), { from })
    expect(tickers).toMatchObject({ retCode: 0 })
    expect(wallet).toMatchObject({ retCode: 0 })
  }, 180_000)

  it("runs the README's paper-trading example from the installed package, beside its recording (tsx)", async () => {
    const example = "node_modules/effect-bybit/examples/paper-trading.ts"
    // the README's `npx tsx <example>`, with this repository's tsx on the line's node (no tsx download per line)
    const { stdout } = await run(node, [join(root, "node_modules/tsx/dist/cli.mjs"), example], {
      cwd: dir,
      env,
      timeout: 120_000
    })
    expect(stdout).toContain("bought   paper-buy-1")
    expect(stdout).toContain("Paper-trading report of uid")
  }, 180_000)

  it("stops on Ctrl-C, its port free again", async () => {
    const running = emulator
    if (running === undefined) throw new Error("the emulator did not start")
    signalGroup(running, "SIGINT")
    await running.exited
    // npm exec may end before the emulator has closed its server
    await Effect.runPromise(
      waitFor(
        Effect.promise(() => portIsFree(emulatorReady().port)),
        "the emulator's port free"
      )
    )
  }, 60_000)
})

describe("the Node lines the package names", () => {
  it("are the lines tested here: package.json's engines and the README's Install section", () => {
    const engines = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { engines: { node: string } })
      .engines.node
    expect([...engines.matchAll(/\^(\d+)\.\d+\.\d+/g)].map((range) => Number(range[1]))).toEqual([...nodeLines])
    const readme = readFileSync(join(root, "README.md"), "utf8")
    const install = readme.slice(readme.indexOf("## Install"), readme.indexOf("\n## ", readme.indexOf("## Install")))
    expect(install).toContain(`Node ${nodeLines.slice(0, -1).join(", ")} and ${nodeLines.at(-1)}`)
  })
})

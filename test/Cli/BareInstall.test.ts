import { execFile } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { type Ready, type Running, signalGroup, start } from "../support/EmulatorProcess.js"

// `npx effect-bybit emulator` and `npx effect-bybit record` for the user the command is for: a folder where only
// effect-bybit was installed (`npm install <tarball>`: npm adds `effect`, a peer, but not the optional
// `@effect/platform-node`), and `npx --package <tarball>` with nothing installed. The executable bundles the Node
// platform it needs (scripts/build.ts, `binPlatformPlugin`); without that it stops at its first import with
// ERR_MODULE_NOT_FOUND '@effect/platform-node'.
const run = promisify(execFile)
const root = fileURLToPath(new URL("../..", import.meta.url))

let folder = ""
let tarball = ""

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "effect-bybit-bare-"))
  await run("npm", ["run", "build", "--silent"], { cwd: root, maxBuffer: 16 * 1024 * 1024 })
  const packed = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", folder], { cwd: root })
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string }>
  if (info === undefined) throw new Error("npm pack reported no tarball")
  tarball = join(folder, info.filename)
  writeFileSync(join(folder, "package.json"), JSON.stringify({ name: "bare", private: true }))
  // the tarball alone; effect from the registry, as npm picks it for the peer
  await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], {
    cwd: folder,
    maxBuffer: 16 * 1024 * 1024
  })
}, 900_000)

afterAll(() => {
  if (folder !== "") rmSync(folder, { recursive: true, force: true })
})

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

/**
 * A Node binary of a major line, from the registry's `node-<platform>-<arch>` package (the official build), fetched
 * once into a cache under the OS temp folder and reused by later runs.
 */
const nodeOfLine = async (major: number): Promise<string> => {
  const cache = join(tmpdir(), "effect-bybit-node-lines", String(major))
  const binary = join(cache, "package", "bin", "node")
  if (existsSync(binary)) return binary
  mkdirSync(cache, { recursive: true })
  const name = `node-${process.platform}-${process.arch}@${major}`
  const packed = await run("npm", ["pack", name, "--json", "--pack-destination", cache], { cwd: cache })
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string }>
  if (info === undefined) throw new Error(`npm pack ${name} reported no tarball`)
  await run("tar", ["-xzf", info.filename, "package/bin/node"], { cwd: cache })
  rmSync(join(cache, info.filename))
  return binary
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
      signalGroup(emulator, "SIGKILL")
      rmSync(empty, { recursive: true, force: true })
    }
  }, 300_000)

  // The package supports Node >= 20.19 (engines): this process's line, and the newer ones from the registry
  it.each([22, 24, 26])(
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

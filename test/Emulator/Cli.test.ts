import { type ChildProcess, spawn } from "node:child_process"
import * as readline from "node:readline"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { compiledOne } from "../support/Compiled.js"

// `scripts/emulator.ts ...` (what `npm run emulator` runs, compiled once here), in its own process group so the whole
// tree can be stopped.
const launch = (args: ReadonlyArray<string>) =>
  Effect.acquireRelease(
    Effect.map(
      Effect.promise(() => compiledOne("scripts/emulator.ts")),
      (script) =>
        spawn(process.execPath, [script, ...args], {
          cwd: process.cwd(),
          detached: true,
          stdio: ["ignore", "pipe", "pipe"]
        })
    ),
    (child) =>
      Effect.sync(() => {
        if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
          try {
            process.kill(-child.pid, "SIGTERM")
          } catch {
            // already gone
          }
        }
      })
  )

/** The first `count` stdout lines (or fewer if the process ends first). */
const lines = (child: ChildProcess, count: number) =>
  Effect.promise(
    () =>
      new Promise<ReadonlyArray<string>>((resolve) => {
        const out: Array<string> = []
        if (child.stdout === null) return resolve(out)
        const rl = readline.createInterface({ input: child.stdout })
        rl.on("line", (line) => {
          out.push(line)
          if (out.length === count) {
            rl.close()
            resolve(out)
          }
        })
        rl.on("close", () => resolve(out))
      })
  )

const exitCode = (child: ChildProcess) =>
  Effect.promise(
    () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode)
        child.on("exit", (code) => resolve(code))
      })
  )

interface Printed {
  readonly rest: string
  readonly ws: Record<string, string>
  readonly apiKey: string
  readonly apiSecret: string
  readonly rsa: { readonly apiKey: string; readonly privateKeyPem: string }
}

describe("npm run emulator", () => {
  it.live(
    "--json prints one JSON object with the URLs and credentials, and the server answers",
    () =>
      Effect.gen(function* () {
        const child = yield* launch(["--port", "0", "--json", "--seed", "9"])
        const [first] = yield* lines(child, 1)
        const printed = JSON.parse(first ?? "") as Printed
        expect(printed.rest).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
        const base = printed.rest.replace("http", "ws")
        expect(printed.ws).toEqual({
          spot: `${base}/v5/public/spot`,
          linear: `${base}/v5/public/linear`,
          inverse: `${base}/v5/public/inverse`,
          option: `${base}/v5/public/option`,
          private: `${base}/v5/private`,
          trade: `${base}/v5/trade`,
          misc: `${base}/v5/public/misc/status`,
          spread: `${base}/v5/public/spread`,
          rfq: `${base}/v5/public/rfq`,
          earn: `${base}/v5/public/fp`,
          spotSbe: `${base}/v5/public-sbe/spot`,
          linearSbe: `${base}/v5/public-sbe/linear`,
          inverseSbe: `${base}/v5/public-sbe/inverse`
        })
        expect(printed.apiKey.length).toBeGreaterThan(0)
        expect(printed.apiSecret.length).toBeGreaterThan(0)
        expect(printed.rsa.apiKey.length).toBeGreaterThan(0)
        expect(printed.rsa.privateKeyPem).toContain("-----BEGIN PRIVATE KEY-----")
        const time = yield* Effect.promise(() => fetch(`${printed.rest}/v5/market/time`).then((r) => r.json()))
        expect(time).toMatchObject({ retCode: 0 })
      }),
    60_000
  )

  it.live(
    "prints one line per endpoint and the demo keys",
    () =>
      Effect.gen(function* () {
        const child = yield* launch(["--port", "0"])
        const out = yield* lines(child, 12)
        const text = out.join("\n")
        expect(text).toMatch(/^REST\s+http:\/\/127\.0\.0\.1:\d+$/m)
        for (const label of ["spot", "linear", "inverse", "option"]) {
          expect(text).toMatch(new RegExp(`^WS public ${label}\\s+ws://127\\.0\\.0\\.1:\\d+/v5/public/${label}$`, "m"))
        }
        expect(text).toMatch(/^WS private\s+ws:\/\/127\.0\.0\.1:\d+\/v5\/private$/m)
        expect(text).toMatch(/^WS trade\s+ws:\/\/127\.0\.0\.1:\d+\/v5\/trade$/m)
        expect(text).toMatch(/^API key\s+\S+$/m)
        expect(text).toMatch(/^API secret\s+\S+$/m)
        expect(text).toMatch(/^RSA API key\s+\S+$/m)
        expect(text).toContain("-----BEGIN PRIVATE KEY-----")
      }),
    60_000
  )

  it.live(
    "--help lists the options; an unknown option exits with 2",
    () =>
      Effect.gen(function* () {
        const help = yield* launch(["--help"])
        const text = (yield* lines(help, 100)).join("\n")
        for (const option of ["--port", "--seed", "--json", "--help"]) expect(text).toContain(option)
        expect(yield* exitCode(help)).toBe(0)
        const bad = yield* launch(["--bogus"])
        expect(yield* exitCode(bad)).toBe(2)
      }),
    60_000
  )
})

import { execFile } from "node:child_process"
import { promisify } from "node:util"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Command from "../../src/Cli/Command.js"
import { Emulator } from "../../src/emulator.js"
import { compiledOne } from "../support/Compiled.js"

const run = promisify(execFile)
const root = new URL("../..", import.meta.url).pathname

/** Runs the CLI as `npx effect-bybit` would (src/Cli/bin.ts, compiled once here), returning its output and exit code. */
const cli = (args: ReadonlyArray<string>, env: Readonly<Record<string, string>> = {}) =>
  Effect.promise(async () =>
    run(process.execPath, [await compiledOne("src/Cli/bin.ts"), ...args], {
      cwd: root,
      env: { ...withoutBybit(process.env), NO_COLOR: "1", ...env },
      timeout: 30_000
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr
      })
    )
  )

const withoutBybit = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith("BYBIT_")))

describe("effect-bybit CLI", () => {
  it.live(
    "parameters nested without end are refused as a typed error in JSON (they overflowed the stack: a defect)",
    () =>
      Effect.gen(function* () {
        const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`
        const target = ["--env", "testnet", "--base-url", "http://127.0.0.1:1"]
        const result = yield* cli(["call", "getTickers", "category=linear", `symbol:=${deep}`, ...target])
        expect(result.code).not.toBe(0)
        expect(result.stdout).toBe("")
        // the error as JSON on stderr, as every typed failure of `call`
        const printed = JSON.parse(result.stderr) as { _tag: string; detail: string }
        expect(printed._tag).toBe("InvalidParameters")
        expect(printed.detail).toBe("nested more than 16 levels deep")
      }),
    { timeout: 120_000 }
  )

  it.effect("a failure no command types (a defect) is still one JSON line on stderr", () =>
    Effect.gen(function* () {
      // a console whose stdout breaks: printing the version dies (a defect, not a typed failure); the runtime's own
      // report is off in bin.ts, so without Command.run's own line the user would read nothing
      const errors: Array<string> = []
      const breaking: Console.Console = Object.assign(Object.create(globalThis.console) as Console.Console, {
        log: () => {
          throw new RangeError("stdout is gone")
        },
        error: (...args: ReadonlyArray<unknown>) => {
          errors.push(args.map(String).join(" "))
        }
      })
      const exit = yield* Command.run(["node", "effect-bybit", "--version"]).pipe(
        Effect.provide(NodeServices.layer),
        Effect.provideService(Console.Console, breaking),
        Effect.exit
      )
      expect(Exit.isFailure(exit) && Cause.hasDies(exit.cause)).toBe(true)
      expect(errors, errors.join("\n")).toHaveLength(1)
      const printed = JSON.parse(errors[0] ?? "") as { _tag: string; cause: string }
      expect(printed._tag).toBe("Defect")
      expect(printed.cause).toContain("stdout is gone")
    })
  )

  it.live(
    "call: any endpoint by method name against --base-url, credentials from the environment, JSON out",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 1 })
        const target = ["--env", "testnet", "--base-url", emulator.rest]
        const tickers = yield* cli(["call", "getTickers", "category=linear", "symbol=BTCUSDT", ...target])
        expect(tickers.code).toBe(0)
        const parsed = JSON.parse(tickers.stdout) as { list: Array<{ symbol: string }> }
        expect(parsed.list[0]?.symbol).toBe("BTCUSDT")

        const keys = { BYBIT_API_KEY: emulator.apiKey, BYBIT_API_SECRET: emulator.apiSecret }
        const wallet = yield* cli(["call", "getWalletBalance", "accountType=UNIFIED", ...target], keys)
        expect(wallet.code).toBe(0)
        expect((JSON.parse(wallet.stdout) as { list: Array<{ accountType: string }> }).list[0]?.accountType).toBe(
          "UNIFIED"
        )

        // No credentials: a non-zero exit and the tagged error as JSON on stderr.
        const anonymous = yield* cli(["call", "getWalletBalance", "accountType=UNIFIED", ...target])
        expect(anonymous.code).toBe(1)
        expect(anonymous.stdout).toBe("")
        expect(JSON.parse(anonymous.stderr)).toMatchObject({ _tag: "MissingCredentials" })

        // --base-url without --env (the default is the embedded exchange): no embedded exchange is started and its
        // demo key is not sent to the named host, so a private call without credentials is MissingCredentials
        const defaulted = yield* cli(["call", "getWalletBalance", "accountType=UNIFIED", "--base-url", emulator.rest])
        expect(defaulted.code).toBe(1)
        expect(JSON.parse(defaulted.stderr)).toMatchObject({ _tag: "MissingCredentials" })
        const keyed = yield* cli(["call", "getWalletBalance", "accountType=UNIFIED", "--base-url", emulator.rest], keys)
        expect(keyed.code).toBe(0)

        // An exchange error keeps its tag and code.
        emulator.admin.apply({ op: "ret-code", retCode: 10006, count: 1 })
        const limited = yield* cli(["call", "getServerTime", ...target])
        expect(limited.code).toBe(1)
        expect(JSON.parse(limited.stderr)).toMatchObject({ _tag: "RateLimitExceeded", code: 10006 })
      }),
    120_000
  )

  it.live(
    "call, stream and book against the embedded exchange (--env emulator)",
    () =>
      Effect.gen(function* () {
        const unknown = yield* cli(["call", "getTicker"])
        expect(unknown.code).toBe(1)
        expect(JSON.parse(unknown.stderr)).toMatchObject({ _tag: "UnknownMethod", suggestions: ["getTickers"] })

        const stream = yield* cli(["stream", "tickers.BTCUSDT", "--category", "linear", "-n", "2", "--env", "emulator"])
        expect(stream.code).toBe(0)
        const messages = stream.stdout
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as { topic: string; type: string })
        expect(messages.map((m) => [m.topic, m.type])).toEqual([
          ["tickers.BTCUSDT", "snapshot"],
          ["tickers.BTCUSDT", "delta"]
        ])

        const book = yield* cli(["book", "BTCUSDT", "-n", "2"])
        expect(book.code).toBe(0)
        const tops = book.stdout
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as { u: number; bid: [string, string] })
        // a book is printed per pull, so on a busy machine the snapshot and the first delta can arrive as one book
        expect(tops).toHaveLength(2)
        expect(tops[0]!.u).toBeGreaterThanOrEqual(1)
        expect(tops[1]!.u).toBeGreaterThan(tops[0]!.u)
        expect(Number(tops[0]?.bid[0])).toBeGreaterThan(0)
      }),
    120_000
  )

  it.live(
    "--help on the root and on every command",
    () =>
      Effect.gen(function* () {
        const rootHelp = yield* cli(["--help"])
        expect(rootHelp.code).toBe(0)
        for (const command of ["call", "stream", "book", "record"]) expect(rootHelp.stdout).toContain(command)
        for (const command of ["call", "stream", "book", "record"]) {
          const help = yield* cli([command, "--help"])
          expect(help.code).toBe(0)
          expect(help.stdout).toContain("--env emulator | testnet | demo | live")
          expect(help.stdout).toContain("--base-url")
        }
      }),
    120_000
  )
})

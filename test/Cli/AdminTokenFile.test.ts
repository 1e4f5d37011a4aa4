/**
 * `effect-bybit emulator`'s admin token given without showing in `ps`: `--admin-token-file FILE` or
 * `EFFECT_BYBIT_ADMIN_TOKEN`; `--admin-token T` still works and warns that it shows. The command runs in this process
 * (`Command.run` with a console that keeps its lines), until its ready line, then its fiber is interrupted.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { describe, expect, it } from "@effect/vitest"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Command from "../../src/Cli/Command.js"
import * as EmulatorCommand from "../../src/Cli/EmulatorCommand.js"
import * as AdminHttp from "../support/AdminHttp.js"
import { waitFor } from "../support/WaitFor.js"

const TOKEN = "file-token-0123456789abcdef"

interface Lines {
  readonly out: Array<string>
  readonly err: Array<string>
}

const console_ = (lines: Lines): Console.Console =>
  Object.assign(Object.create(globalThis.console) as Console.Console, {
    log: (...args: ReadonlyArray<unknown>) => void lines.out.push(args.map(String).join(" ")),
    error: (...args: ReadonlyArray<unknown>) => void lines.err.push(args.map(String).join(" "))
  })

const tokenFile = (content: string, mode = 0o600): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-token-"))
  const file = path.join(dir, "token")
  fs.writeFileSync(file, content, { mode })
  fs.chmodSync(file, mode)
  return file
}

// The command run with these arguments and environment, forked: its lines and its fiber.
const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const lines: Lines = { out: [], err: [] }
    const fiber = yield* Command.run(["node", "effect-bybit", "emulator", "--port", "0", ...args]).pipe(
      Effect.provide(NodeServices.layer),
      Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env))),
      Effect.provideService(Console.Console, console_(lines)),
      Effect.forkScoped
    )
    return { lines, fiber }
  })

// Started: the ready line read; the admin API answers the token and refuses another.
const ready = (lines: Lines) =>
  Effect.gen(function* () {
    yield* waitFor(() => lines.out.length > 0, "the ready line")
    return JSON.parse(lines.out[0] as string) as EmulatorCommand.Ready
  })

const answers = (rest: string, token: string) =>
  Effect.promise(() => AdminHttp.admin({ rest, adminToken: token }, "state").then((r) => r.status))

describe("emulator --admin-token-file", () => {
  it.live("the file's token (its newline dropped) opens the admin API, is not printed, and nothing warns", () =>
    Effect.gen(function* () {
      const { lines } = yield* run(["--admin-token-file", tokenFile(`${TOKEN}\n`)])
      const first = yield* ready(lines)
      expect(first.adminToken).toBeUndefined()
      expect(yield* answers(first.rest, TOKEN)).toBe(200)
      expect(yield* answers(first.rest, `${TOKEN}x`)).toBe(401)
      expect(lines.out.join("\n")).not.toContain(TOKEN)
      expect(lines.err).toEqual([])
    }).pipe(Effect.scoped)
  )

  it.live("a file other users can read still works, with one warning saying to chmod 600 it", () =>
    Effect.gen(function* () {
      const file = tokenFile(TOKEN, 0o644)
      const { lines } = yield* run(["--admin-token-file", file])
      const first = yield* ready(lines)
      expect(yield* answers(first.rest, TOKEN)).toBe(200)
      expect(lines.err).toHaveLength(1)
      expect(lines.err[0]).toContain(`the admin token file ${file} can be read by other users`)
      expect(lines.err[0]).toContain("mode 644")
      expect(lines.err[0]).not.toContain(TOKEN)
    }).pipe(Effect.scoped)
  )

  it.live("EFFECT_BYBIT_ADMIN_TOKEN works the same, without a warning", () =>
    Effect.gen(function* () {
      const { lines } = yield* run([], { EFFECT_BYBIT_ADMIN_TOKEN: TOKEN })
      const first = yield* ready(lines)
      expect(first.adminToken).toBeUndefined()
      expect(yield* answers(first.rest, TOKEN)).toBe(200)
      expect(lines.err).toEqual([])
    }).pipe(Effect.scoped)
  )

  it.live("--admin-token still works, with one warning on stderr that it shows in ps", () =>
    Effect.gen(function* () {
      const { lines } = yield* run(["--admin-token", TOKEN])
      const first = yield* ready(lines)
      expect(yield* answers(first.rest, TOKEN)).toBe(200)
      expect(lines.err).toHaveLength(1)
      expect(lines.err[0]).toContain(EmulatorCommand.adminTokenWarning)
      expect(lines.err[0]).not.toContain(TOKEN)
    }).pipe(Effect.scoped)
  )

  it.live("the file beside the environment's token: the file's wins", () =>
    Effect.gen(function* () {
      const { lines } = yield* run(["--admin-token-file", tokenFile(TOKEN)], {
        EFFECT_BYBIT_ADMIN_TOKEN: "environment-token-0123456789"
      })
      const first = yield* ready(lines)
      expect(yield* answers(first.rest, TOKEN)).toBe(200)
      expect(yield* answers(first.rest, "environment-token-0123456789")).toBe(401)
    }).pipe(Effect.scoped)
  )

  for (const [name, args, message] of [
    [
      "a missing file",
      ["--admin-token-file", "/nonexistent/token"],
      /cannot read the admin token file \/nonexistent\/token/
    ],
    ["both flags", ["--admin-token-file", tokenFile(TOKEN), "--admin-token", TOKEN], /both give the admin token/],
    ["a token too short", ["--admin-token-file", tokenFile("short-secret\n")], /admin token must be 16 to 256/]
  ] as const) {
    it.live(`${name}: the command fails with one JSON line naming it, never the token, and prints no ready line`, () =>
      Effect.gen(function* () {
        const { lines, fiber } = yield* run(args)
        const exit = yield* Fiber.await(fiber)
        expect(Exit.isFailure(exit)).toBe(true)
        expect(lines.out).toEqual([])
        const printed = lines.err.filter((line) => !line.includes(EmulatorCommand.adminTokenWarning))
        expect(printed).toHaveLength(1)
        expect((JSON.parse(printed[0] as string) as { message: string }).message).toMatch(message)
        expect(printed[0]).not.toContain("short-secret")
        expect(printed[0]).not.toContain(TOKEN)
      }).pipe(Effect.scoped)
    )
  }
})

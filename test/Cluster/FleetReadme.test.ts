import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { type Running, start } from "../support/EmulatorProcess.js"
import { hang } from "../support/FleetProcesses.js"
import { installedVersion, packedTarball } from "../support/PackedPackage.js"
import * as PostgresServer from "../support/PostgresServer.js"
import { freePort } from "../support/RedisServer.js"
import { npmInstall, removalTimeout, removeFolder } from "../support/Registry.js"
import { waitFor } from "../support/WaitFor.js"

// The README's fleet section ("From an empty folder: PostgreSQL, two runners, four workers and an order"), run as a
// user runs it (SYSTEM, alone: installs from the registry; PostgreSQL, the emulator, runner and worker processes):
// `npm init -y` in an empty folder, the packed tarball installed beside @effect/platform-node and @effect/sql-pg, then
// the section's shell block, command by command, from the README's own text (its ports swapped for free ones). The
// emulator counts the key's connections (`GET /__admin/sockets`): four workers on two runners share one private and
// one trade connection. Nothing here reads a clock: every wait is for what a process prints, bounded against a hang.

const run = promisify(execFile)
const root = fileURLToPath(new URL("../..", import.meta.url))
const readme = readFileSync(join(root, "README.md"), "utf8")

/** The section's shell block, its continued lines joined. */
const readmeBlock = (): ReadonlyArray<string> => {
  const section = readme.slice(readme.indexOf("#### From an empty folder: PostgreSQL, two runners"))
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1]
  if (block === undefined) throw new Error("README.md's fleet section has no ```sh block")
  return block
    .replace(/\\\n\s*/g, "")
    .split("\n")
    .map((line) => line.trim())
}

/** The `npx effect-bybit <command>` lines of the block, each as its arguments (without `&` and a redirection). */
const commandsOf = (block: ReadonlyArray<string>, command: string): ReadonlyArray<ReadonlyArray<string>> =>
  block.flatMap((line) => {
    const match = /npx effect-bybit (\S+) (.*)$/.exec(line)
    if (match?.[1] !== command) return []
    const args = (match[2] ?? "")
      .replace(/&$/, "")
      .replace(/>\s*\S+/, "")
      .trim()
    return [[command, ...args.split(/\s+/)]]
  })

let folder = ""
let pg: PostgresServer.PostgresServer | undefined

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "effect-bybit-fleet-readme-"))
  pg = await PostgresServer.start()
  const tarball = await packedTarball()
  const block = readmeBlock()
  expect(block).toContain("npm init -y")
  expect(block).toContain("npm install effect-bybit @effect/platform-node @effect/sql-pg")
  await run("npm", ["init", "-y"], { cwd: folder })
  // the tarball for `effect-bybit`; the peers at this repository's versions (the registry's cache when it can)
  await npmInstall(folder, [
    tarball,
    `@effect/platform-node@${await installedVersion("@effect/platform-node")}`,
    `@effect/sql-pg@${await installedVersion("@effect/sql-pg")}`
  ])
}, 900_000)

afterAll(async () => {
  await pg?.stop()
  await removeFolder(folder)
}, removalTimeout)

/** The command's first stdout line that passes `test`, parsed (fails with its stderr when it exits first). */
const lineOf = (running: Running, test: (line: string) => boolean, what: string) =>
  Effect.gen(function* () {
    yield* waitFor(() => running.output().some(test) || running.child.exitCode !== null, what, hang)
    const line = running.output().find(test)
    if (line === undefined) throw new Error(`${what}: exited (${running.child.exitCode}): ${running.stderr()}`)
    return JSON.parse(line) as Record<string, unknown>
  })

/** A long-running command of the block, killed with its group when the scope closes. */
const launch = (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv) =>
  Effect.acquireRelease(
    Effect.sync(() => start(join(folder, "node_modules/.bin/effect-bybit"), args, { cwd: folder, env })),
    (running) =>
      Effect.sync(() => {
        if (running.child.pid !== undefined && running.child.exitCode === null)
          try {
            process.kill(-running.child.pid, "SIGKILL")
          } catch {
            // already gone
          }
      })
  )

interface Update {
  readonly update?: { readonly orders: ReadonlyArray<{ readonly orderLinkId: string }> }
}

/** The order links a worker printed updates of. */
const updatedLinks = (worker: Running): ReadonlyArray<string> =>
  worker
    .output()
    .filter((line) => line.startsWith('{"update"'))
    .flatMap((line) => (JSON.parse(line) as Update).update?.orders.map((o) => o.orderLinkId) ?? [])

describe("the README's fleet, from an empty folder (the packed package)", () => {
  it.live(
    "two runners, four workers and an order: the key holds one private and one trade connection at the emulator",
    () =>
      Effect.gen(function* () {
        const block = readmeBlock()
        // what `npm init -y` makes: a CommonJS folder (the executable runs there all the same)
        expect(JSON.parse(readFileSync(join(folder, "package.json"), "utf8"))).toMatchObject({ type: "commonjs" })
        const secretLine = block.find((line) => line.startsWith("openssl rand")) ?? ""
        yield* Effect.promise(() => run("sh", ["-c", secretLine], { cwd: folder }))
        expect(statSync(join(folder, "fleet.secret")).mode & 0o777).toBe(0o600)

        // the README's ports, each swapped for a free one
        const ports = new Map<string, string>()
        for (const port of ["8080", "34431", "34432"]) ports.set(port, String(yield* Effect.promise(() => freePort())))
        const local = (args: ReadonlyArray<string>) =>
          args.map((arg) => arg.replace(/\b(8080|34431|34432)\b/, (port) => ports.get(port) ?? port))
        // no fleet secret in the environment: the runners and workers read `fleet.secret`
        const { EFFECT_BYBIT_FLEET_SECRET: _none, ...base } = process.env

        const [emulatorArgs] = commandsOf(block, "emulator")
        const emulator = yield* launch(local(emulatorArgs ?? []), base)
        const ready = yield* lineOf(emulator, (line) => line.startsWith("{"), "the emulator's ready line")
        const { rest, apiKey, apiSecret, adminToken } = ready as Record<string, string>
        expect(rest).toBe(`http://127.0.0.1:${ports.get("8080")}`)

        const env: NodeJS.ProcessEnv = {
          ...base,
          EFFECT_BYBIT_POSTGRES_URL: pg?.url,
          BYBIT_FLEET_KEYS: `${apiKey}:${apiSecret}`,
          BYBIT_API_KEY: apiKey
        }
        expect(block).toContain("export BYBIT_FLEET_KEYS=<apiKey>:<apiSecret> BYBIT_API_KEY=<apiKey>")
        const runnerArgs = commandsOf(block, "runner")
        expect(runnerArgs).toHaveLength(2)
        const runners = yield* Effect.forEach(runnerArgs, (args) => launch(local(args), env))
        for (const runner of runners) {
          const line = yield* lineOf(runner, (l) => l.includes('"ready":true'), "a runner's ready line")
          expect(line).toMatchObject({ ready: true, serves: { sessions: 1, strategies: 0 } })
        }

        // the block's worker lines: four followers (the loop) and the one placing the order
        const workerArgs = commandsOf(block, "worker")
        const [follower, placing] = workerArgs
        expect(workerArgs).toHaveLength(2)
        expect(block).toContain("for n in 1 2 3 4; do")
        const workers = yield* Effect.forEach([1, 2, 3, 4], () => launch(local(follower ?? []), env))
        for (const worker of workers)
          expect(yield* lineOf(worker, (l) => l.includes('"worker":"ready"'), "a worker's ready line")).toEqual({
            worker: "ready",
            follows: true
          })

        // the order, through the key's one session; and again with another link id until every follower, its
        // subscription running, has printed an order's update (a follower subscribes a moment after its ready line)
        const place = (link: string) =>
          Effect.promise(async () => {
            const args = local(placing ?? []).map((arg) =>
              arg.startsWith("orderLinkId=") ? `orderLinkId=${link}` : arg
            )
            const placed = await run(join(folder, "node_modules/.bin/effect-bybit"), args, { cwd: folder, env })
            return JSON.parse(placed.stdout.trim().split("\n").at(-1) ?? "") as { placed?: { orderLinkId?: string } }
          })
        const first = yield* place("first-1")
        expect(first.placed?.orderLinkId).toBe("first-1")
        let probes = 0
        yield* waitFor(
          Effect.suspend(() => {
            // a worker that ended (its key's session refused it) will print nothing more: say why, now
            const ended = workers.find((w) => w.child.exitCode !== null)
            if (ended !== undefined) return Effect.die(new Error(`a worker exited: ${ended.stderr()}`))
            return workers.every((w) => updatedLinks(w).length > 0)
              ? Effect.succeed(true)
              : Effect.as(place(`probe-${probes++}`), false)
          }),
          "every worker printed an order's update",
          { ...hang, interval: "1 second" }
        )

        console.log(`fleet README: ${probes} probe order(s) after first-1 before every worker printed an update`)
        // the emulator's own count of the key's connections, as the README shows it
        const [curl] = block.filter((line) => line.startsWith("curl"))
        expect(curl).toContain("/__admin/sockets")
        const answer = yield* Effect.promise(async () => {
          const response = await fetch(`${rest}/__admin/sockets`, {
            headers: { Authorization: `Bearer ${adminToken}` }
          })
          return (await response.json()) as { ok: boolean; sockets: ReadonlyArray<{ path: string; apiKey: string }> }
        })
        expect(answer.ok).toBe(true)
        const keys = answer.sockets
          .filter((s) => s.apiKey === apiKey)
          .map((s) => s.path)
          .sort()
        expect(keys).toEqual(["/v5/private", "/v5/trade"])
        // every worker and both runners still up
        for (const running of [...runners, ...workers]) expect(running.child.exitCode).toBeNull()
        // one session opened, on one of the two runners
        const opened = runners.flatMap((r) =>
          r
            .stderr()
            .split("\n")
            .filter((l) => l.includes("fleet session open"))
        )
        expect(opened).toHaveLength(1)
        // the secret is in no output
        const secret = readFileSync(join(folder, "fleet.secret"), "utf8").trim()
        for (const running of [...runners, ...workers]) {
          expect(running.stderr()).not.toContain(secret)
          expect(running.stderr()).not.toContain(apiSecret)
        }
      }),
    { timeout: 900_000 }
  )
})

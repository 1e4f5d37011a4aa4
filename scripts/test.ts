/**
 * `npm test`: the type check, the lint and the in-process tests (the tier of test/Tiers.ts that a contributor runs
 * before each commit; `npm run test:system` runs the other), with the tests started at once and the checks running beside
 * them, one after the other. Run in sequence the checks came first and held the tests back ~25 s on an idle 2-core
 * machine, while the test workers leave part of both cores idle (waits on sockets, timers, child processes: 786 s
 * of test files in a 472 s run on two workers). The tests' output streams as it comes; each check's output is held
 * and printed once the tests have ended, under its name, so the two never interleave. The exit status is the first
 * failure's (a check's or the tests'); extra arguments go to vitest (`npm test -- test/Http`).
 *
 * @since 1.0.0
 */
import { spawn } from "node:child_process"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const bin = (name: string) => path.join(root, "node_modules", ".bin", name)
const tsc = path.join(root, "node_modules", "typescript-7", "bin", "tsc")

/** One check: its name, the command and its arguments. */
interface Check {
  readonly name: string
  readonly command: string
  readonly args: ReadonlyArray<string>
}

const checks: ReadonlyArray<Check> = [
  { name: "typecheck", command: process.execPath, args: [tsc, "--noEmit", "--checkers", "2", "-p", "tsconfig.json"] },
  {
    name: "typecheck (react-app)",
    command: process.execPath,
    args: [tsc, "--noEmit", "--checkers", "2", "-p", "react-app/tsconfig.json"]
  },
  { name: "lint", command: bin("biome"), args: ["check", "."] }
]

/** What a finished command said and how it ended. */
interface Ended {
  readonly name: string
  readonly code: number
  readonly output: string
}

/** Runs a command with its output held (stdout and stderr in the order they came). */
const held = (check: Check): Promise<Ended> =>
  new Promise((resolve) => {
    const chunks: Array<Buffer> = []
    const child = spawn(check.command, check.args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk))
    child.on("error", (error) => resolve({ name: check.name, code: 1, output: `${check.name}: ${error.message}\n` }))
    child.on("close", (code, signal) =>
      resolve({
        name: check.name,
        code: code ?? (signal === null ? 1 : 128),
        output: Buffer.concat(chunks).toString("utf8")
      })
    )
  })

/** The checks one after the other (two type checks at once would take both cores from the tests). */
const runChecks = async (): Promise<ReadonlyArray<Ended>> => {
  const ended: Array<Ended> = []
  for (const check of checks) ended.push(await held(check))
  return ended
}

// the in-process tier's projects (vitest.config.ts)
const projects = ["--project", "shared", "--project", "isolated", "--project", "alone"]

/** The tests, their output streaming to this process's. */
const runTests = (args: ReadonlyArray<string>): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(bin("vitest"), ["run", ...projects, ...args], { cwd: root, stdio: "inherit" })
    child.on("error", () => resolve(1))
    child.on("close", (code, signal) => resolve(code ?? (signal === null ? 1 : 128)))
  })

const started = performance.now()
const [testsCode, ended] = await Promise.all([runTests(process.argv.slice(2)), runChecks()])
for (const check of ended) {
  const verdict = check.code === 0 ? "passed" : `failed (exit ${check.code})`
  process.stdout.write(`\n── ${check.name}: ${verdict}\n${check.output.trimEnd()}\n`)
}
const failures = ended.filter((check) => check.code !== 0)
const seconds = ((performance.now() - started) / 1000).toFixed(0)
process.stdout.write(
  `\nnpm test: tests ${testsCode === 0 ? "passed" : "failed"}; checks ${ended.length - failures.length} of ${ended.length} passed; ${seconds} s\n`
)
process.exitCode = failures[0]?.code ?? testsCode

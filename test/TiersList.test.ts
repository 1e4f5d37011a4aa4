/**
 * The tiers of test/Tiers.ts hold: every system file named there exists, and no file of `npm test` (the in-process
 * tier) starts a process, a browser or a server, directly or through the test helpers and scripts it imports.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import * as Tiers from "./Tiers.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

// what only the system tier may reach: child processes, worker threads, browsers
const outside =
  /from "(node:child_process|node:worker_threads|playwright-core)"|import\("(node:child_process|playwright-core)"\)/

const testFiles = (dir: string): Array<string> =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "fixtures" ? [] : testFiles(rel)
    return entry.name.endsWith(".test.ts") ? [rel] : []
  })

// Modules that hold such an import and are still in-process for the files of npm test that import them, and why.
const allowed: ReadonlyMap<string, string> = new Map([
  // its main, run as a script, starts vitest; the tests import its formatting functions only
  ["scripts/reliability-report.ts", "script main only"],
  // the docs' examples are type-checked by TypeScript 7's tsc, the program npm test's own type check runs
  ["test/support/DocExamples.ts", "tsc, as npm test's type check"]
])

// a system glob as a regular expression (only `*` within a name is used)
const matcher = (glob: string): RegExp =>
  new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`)

const isSystem = (file: string): boolean => Tiers.system.some((glob) => matcher(glob).test(file))

// the files of test/ and scripts/ a file imports (relative imports only; src/ starts nothing of its own in tests)
const localImports = (file: string): Array<string> => {
  const text = readFileSync(path.join(root, file), "utf8")
  return [...text.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)].flatMap((m) => {
    const target = path.normalize(path.join(path.dirname(file), m[1]!.replace(/\.js$/, ".ts")))
    return (target.startsWith("test/") || target.startsWith("scripts/")) && existsSync(path.join(root, target))
      ? [target]
      : []
  })
}

// the first chain of imports from `file` to a file that reaches the outside, if any
const reachesOutside = (file: string): ReadonlyArray<string> | undefined => {
  const seen = new Set<string>()
  const walk = (at: string, chain: ReadonlyArray<string>): ReadonlyArray<string> | undefined => {
    if (seen.has(at)) return undefined
    seen.add(at)
    if (!allowed.has(at) && outside.test(readFileSync(path.join(root, at), "utf8"))) return [...chain, at]
    for (const next of localImports(at)) {
      const found = walk(next, [...chain, at])
      if (found !== undefined) return found
    }
    return undefined
  }
  return walk(file, [])
}

describe("test tiers", () => {
  const all = testFiles("test")

  it("every system file named in test/Tiers.ts exists", () => {
    const missing = Tiers.system.filter((glob) => !all.some((file) => matcher(glob).test(file)))
    expect(missing).toEqual([])
  })

  it("no file of npm test starts a process, a worker or a browser", () => {
    const unit = all.filter((file) => !isSystem(file))
    expect(unit.length).toBeGreaterThan(300)
    const offenders = unit.flatMap((file) => {
      const chain = reachesOutside(file)
      return chain === undefined ? [] : [chain.join(" → ")]
    })
    expect(offenders).toEqual([])
  })

  it("the check itself sees a process started through a helper", () => {
    // a file of the system tier known to start processes through test/support: the walk must find it
    expect(reachesOutside("test/Cluster/Fleet.test.ts")).toBeDefined()
  })
})

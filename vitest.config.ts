import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import * as Tiers from "./test/Tiers.js"

// vitest 5 asks for Node 22 and calls `Map.groupBy` / `Object.groupBy` (Node 21+) in its reporters; on Node 20 (this
// machine's) a failing test file then crashed the reporter and hid the failure. The two functions, as ES2024 defines
// them, for the main process where the reporters run.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, Array<T>>
const mapWithGroupBy = Map as unknown as { groupBy?: GroupBy }
if (typeof mapWithGroupBy.groupBy !== "function") {
  mapWithGroupBy.groupBy = (items, key) => {
    const groups = new Map()
    let index = 0
    for (const item of items) {
      const k = key(item, index++)
      const group = groups.get(k)
      if (group === undefined) groups.set(k, [item])
      else group.push(item)
    }
    return groups
  }
}
const objectWithGroupBy = Object as unknown as {
  groupBy?: <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) => Record<PropertyKey, Array<T>>
}
if (typeof objectWithGroupBy.groupBy !== "function") {
  objectWithGroupBy.groupBy = (items, key) => {
    const groups: Record<PropertyKey, Array<never>> = Object.create(null)
    let index = 0
    for (const item of items) {
      const k = key(item, index++)
      const group = groups[k] ?? []
      group.push(item as never)
      groups[k] = group
    }
    return groups
  }
}

// CI asks for a JSON report (VITEST_JSON_REPORT) so .ci/run can print "N passed, N failed".
const jsonReport = process.env.VITEST_JSON_REPORT

// Files under the shared folders that need a process of their own: what undici loads is all the file loads.
const alone = ["test/Http/UndiciGlobal.test.ts"]

// The files that run in shared workers (see `projects` below).
const shared = [
  "test/Http/**/*.test.ts",
  "test/Schema/**/*.test.ts",
  "test/Signing/**/*.test.ts",
  "test/Layers/**/*.test.ts",
  "test/Errors/**/*.test.ts",
  "test/Promise/**/*.test.ts",
  "test/Emulator/**/*.test.ts",
  "test/Algo/**/*.test.ts",
  "test/Socket/**/*.test.ts",
  "test/Scripts/**/*.test.ts"
]

// The two tiers (test/Tiers.ts): `npm test` runs the projects "shared", "isolated" and "alone"; `npm run test:system`
// runs "system" and then "system-alone", its files one at a time. A bare `npx vitest run` runs both tiers.

export default defineConfig({
  // The React app imports the library as `effect-bybit` (the browser entry); its atom tests resolve it to the source,
  // as the app's Vite config does. The sweep examples the tests run (examples/sweep) import `effect-bybit/cluster`
  // too, resolved to its source as tsconfig's paths do. Exact matches only: `effect-bybit/node` and the other entry
  // points are not aliased.
  resolve: {
    alias: [
      { find: /^effect-bybit$/, replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)) },
      { find: /^effect-bybit\/cluster$/, replacement: fileURLToPath(new URL("./src/cluster.ts", import.meta.url)) }
    ]
  },
  test: {
    // the soak measures its heap after a collection (test/Reliability/Soak.test.ts)
    // three forks on two cores: a file often waits on its emulator, its sockets, its timers or a child process (two
    // workers left ~17 % of both cores idle: 789 s of test files in a 490 s run); on a fresh clone, idle, npm test
    // took 494 s with two and 383 s with three, every test passing
    pool: "forks",
    execArgv: ["--expose-gc"],
    maxWorkers: 3,
    // every emulator in the suite fails its test when it answers a code its endpoint does not declare
    env: { EFFECT_BYBIT_EMULATOR_CONTRACT: "strict" },
    // No retries, in either tier: a test that fails once is a bug to find, not to run again.
    retry: 0,
    // hang guards, not speed checks: CPU-bound files (FastDecode's every-definition pass, fast-check properties over
    // the emulator) took over 30 s once with the machine at load 15
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ["default", "json"] : ["default"],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    // Most files share their workers (no fresh worker and module graph per file): src is imported once per worker,
    // not once per file. 158 of them took 51 s so instead of 157 s, side by side at load 4.5. Files that read global
    // registries (the metrics docs), measure the heap, drive browsers or child processes of their own stay isolated.
    projects: [
      {
        extends: true,
        test: { name: "shared", include: shared, exclude: [...alone, ...Tiers.system], isolate: false }
      },
      {
        extends: true,
        test: { name: "isolated", include: ["test/**/*.test.ts"], exclude: [...shared, ...Tiers.system] }
      },
      { extends: true, test: { name: "alone", include: alone } },
      {
        extends: true,
        test: { name: "system", include: [...Tiers.together], sequence: { groupOrder: 1 } }
      },
      {
        extends: true,
        test: { name: "system-alone", include: [...Tiers.alone], maxWorkers: 1, sequence: { groupOrder: 2 } }
      }
    ]
  }
})

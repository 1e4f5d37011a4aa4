/**
 * `npm run test:system`: the tier of test/Tiers.ts that needs the outside — browsers, child processes, PostgreSQL
 * and Redis servers, installs from the registry, the build and the bundlers. vitest runs the side-by-side files
 * first, then the ones that fight for both cores one at a time (vitest.config.ts: `sequence.groupOrder`). Extra
 * arguments go to vitest (`npm run test:system -- test/ReactApp/e2e.replay.test.ts`).
 *
 * @since 2.0.0
 */
import { spawn } from "node:child_process"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const vitest = path.join(root, "node_modules", ".bin", "vitest")

const started = performance.now()
const code = await new Promise<number>((resolve) => {
  const child = spawn(vitest, ["run", "--project", "system", "--project", "system-alone", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit"
  })
  child.on("error", () => resolve(1))
  child.on("close", (exit, signal) => resolve(exit ?? (signal === null ? 1 : 128)))
})
const seconds = ((performance.now() - started) / 1000).toFixed(0)
process.stdout.write(`\nnpm run test:system: tests ${code === 0 ? "passed" : "failed"}; ${seconds} s\n`)
process.exitCode = code

/**
 * Test harness: what the npm registry answers now (not this repository's lockfile), for the tests that install the
 * packed package the way a user does today.
 */
import { execFile } from "node:child_process"
import { rm } from "node:fs/promises"
import { promisify } from "node:util"

const run = promisify(execFile)
const root = new URL("../..", import.meta.url).pathname

/** Compares two versions part by part (`4.0.12` before `4.1.0`). */
const compareVersions = (a: string, b: string): number => {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0)
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0)
  return 0
}

/** The newest release of a package within a range, as the registry answers now. */
export const newest = async (name: string, range: string): Promise<string> => {
  const { stdout } = await run("npm", ["view", `${name}@${range}`, "version", "--json"], { cwd: root })
  const answer = JSON.parse(stdout) as string | Array<string>
  const versions = typeof answer === "string" ? [answer] : answer
  // the registry lists them in publishing order, not by version (a 4.0.x patch may come after 4.1.0)
  const last = [...versions].sort(compareVersions).at(-1)
  if (last === undefined) throw new Error(`the registry has no ${name}@${range}`)
  return last
}

/**
 * `npm install <packages>` in `cwd` as the package tests install a user's folder: from the registry (its cache when
 * it can), no audit, no funding notes, no install scripts. Answers npm's output (its warnings are on stderr).
 */
export const npmInstall = (
  cwd: string,
  packages: ReadonlyArray<string>,
  env?: NodeJS.ProcessEnv
): Promise<{ readonly stdout: string; readonly stderr: string }> =>
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", ...packages], {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
    ...(env === undefined ? {} : { env })
  })

/**
 * How long a hook may take to remove a user's folder: npm's trees hold thousands of files, and on a loaded shared
 * machine removing them took longer than the default hook timeout (a CI run failed on it, not on a test).
 */
export const removalTimeout = 300_000

/** Removes a user's folder off the event loop, retrying what a process still closing files may leave (ENOTEMPTY). */
export const removeFolder = async (dir: string): Promise<void> => {
  if (dir !== "") await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}

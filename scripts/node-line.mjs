/**
 * A Node binary of a major line (22, 24, 26), from the registry's `node-<platform>-<arch>` package (Node's official
 * build, as a package), fetched once into `<os temp>/effect-bybit-node-lines/<major>` and reused by later runs.
 *
 * Plain JavaScript with no dependency, so `.ci/run` can fetch the line it runs the suite on before `npm ci`:
 * `node scripts/node-line.mjs 24` prints the folder holding that line's `node` (to put first on PATH). The tests
 * (test/Cli/BareInstall.test.ts, test/Cli/NodeLines.test.ts) import `nodeOfLine` from here.
 *
 * @since 1.2.0
 */
import { execFile } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

const run = promisify(execFile)

/**
 * The path of the `node` of a major line, fetched on first use. The package is unpacked in a folder of its own and
 * renamed into place, so two runs fetching the same line at once (CI and a test) never see half a binary.
 *
 * @since 1.2.0
 * @param {number} major
 * @returns {Promise<string>}
 */
export const nodeOfLine = async (major) => {
  if (!Number.isInteger(major) || major < 1) throw new Error(`not a Node major line: ${major}`)
  const lines = join(tmpdir(), "effect-bybit-node-lines")
  const cache = join(lines, String(major))
  const binary = join(cache, "package", "bin", "node")
  if (existsSync(binary)) return binary
  mkdirSync(lines, { recursive: true })
  const work = mkdtempSync(join(lines, `.${major}-`))
  try {
    const name = `node-${process.platform}-${process.arch}@${major}`
    const packed = await run("npm", ["pack", name, "--json", "--pack-destination", work], {
      cwd: work,
      maxBuffer: 16 * 1024 * 1024
    })
    const [info] = JSON.parse(packed.stdout)
    if (info === undefined) throw new Error(`npm pack ${name} reported no tarball`)
    await run("tar", ["-xzf", info.filename, "package/bin/node"], { cwd: work })
    const { stdout } = await run(join(work, "package", "bin", "node"), ["--version"])
    if (!stdout.startsWith(`v${major}.`)) throw new Error(`${name} holds Node ${stdout.trim()}`)
    rmSync(join(work, info.filename))
    try {
      renameSync(work, cache)
    } catch (error) {
      // another run put the same line in place first
      if (!existsSync(binary)) throw error
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return binary
}

// `node scripts/node-line.mjs <major>`: the folder of that line's `node`, on stdout
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const major = Number(process.argv[2])
  nodeOfLine(major).then(
    (binary) => process.stdout.write(`${dirname(binary)}\n`),
    (error) => {
      process.stderr.write(`node-line: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    }
  )
}

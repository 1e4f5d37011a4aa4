/**
 * Test harness: the package as `npm pack` makes it, built once per state of its sources and shared by the test files
 * that install it.
 *
 * `packedTarball()` builds (`npm run build`) and packs in a private copy of the files the build reads, never in the
 * repository's own `dist` (other files build there), and keeps the tarball under the OS temp folder, named by a hash
 * of those files: a second file of the same run, or a later run on unchanged sources, installs the same tarball
 * without building again. A lock (a directory made atomically) lets one process build while the others wait.
 * `installPacked(folder, extra)` installs it into an empty folder as a user does: `npm install <tarball>` (npm adds
 * `effect`, its peer, from the registry) with the `extra` packages beside it.
 */
import { execFile } from "node:child_process"
import { createHash } from "node:crypto"
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { npmInstall } from "./Registry.js"

const run = promisify(execFile)
const root = fileURLToPath(new URL("../..", import.meta.url))

// What the build reads and `npm pack` ships (package.json's `files`, README, LICENSE), and what decides the tools'
// versions (the lockfile)
const inputs = [
  "src",
  "scripts",
  "examples",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.build.json",
  "README.md",
  "LICENSE",
  "CHANGELOG.md"
]

/** Every file of the inputs, as paths from the root, sorted. */
const files = async (): Promise<ReadonlyArray<string>> => {
  const found: Array<string> = []
  for (const input of inputs) {
    const info = await stat(join(root, input))
    if (!info.isDirectory()) found.push(input)
    else
      for (const entry of await readdir(join(root, input), { recursive: true, withFileTypes: true }))
        if (entry.isFile()) found.push(join(entry.parentPath, entry.name).slice(root.length))
  }
  return found.sort()
}

/** A hash of the inputs' paths and contents: the tarball's name in the cache. */
const inputsHash = async (): Promise<string> => {
  const hash = createHash("sha256")
  for (const file of await files())
    hash
      .update(`${file}\0`)
      .update(await readFile(join(root, file)))
      .update("\0")
  return hash.digest("hex").slice(0, 16)
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false
  )

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Builds and packs in a copy of the inputs (node_modules linked); answers the tarball's path in that copy. */
const buildAndPack = async (): Promise<{ readonly copy: string; readonly tarball: string }> => {
  const copy = await mkdtemp(join(tmpdir(), "effect-bybit-build-"))
  for (const input of inputs) await cp(join(root, input), join(copy, input), { recursive: true })
  await symlink(join(root, "node_modules"), join(copy, "node_modules"))
  await run("npm", ["run", "build", "--silent"], { cwd: copy, maxBuffer: 16 * 1024 * 1024 })
  const packed = await run("npm", ["pack", "--ignore-scripts", "--json"], { cwd: copy })
  const [info] = JSON.parse(packed.stdout) as Array<{ filename: string }>
  if (info === undefined) throw new Error("npm pack reported no tarball")
  return { copy, tarball: join(copy, info.filename) }
}

let packing: Promise<string> | undefined

/**
 * The packed package's tarball for the sources as they are now: from the cache when it holds them, else built and
 * packed once (the other processes asking meanwhile wait for it).
 */
export const packedTarball = (): Promise<string> => {
  packing ??= pack()
  return packing
}

const pack = async (): Promise<string> => {
  // one folder per checkout, so worktrees side by side keep their own tarballs
  const cache = join(tmpdir(), "effect-bybit-packed", createHash("sha256").update(root).digest("hex").slice(0, 12))
  await mkdir(cache, { recursive: true })
  const hash = await inputsHash()
  const tarball = join(cache, `effect-bybit-${hash}.tgz`)
  const lock = join(cache, `${hash}.lock`)
  for (;;) {
    if (await exists(tarball)) return tarball
    const took = await mkdir(lock).then(
      () => true,
      () => false
    )
    if (took) break
    const holder = Number.parseInt(await readFile(join(lock, "pid"), "utf8").catch(() => ""), 10)
    // a lock whose process died is taken over (a pid not yet written is a lock being taken: wait)
    if (Number.isInteger(holder) && !alive(holder)) await rm(lock, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  try {
    await writeFile(join(lock, "pid"), String(process.pid))
    const built = await buildAndPack()
    await rename(built.tarball, `${tarball}.partial`)
    await rename(`${tarball}.partial`, tarball)
    await rm(built.copy, { recursive: true, force: true })
    // the same checkout's tarballs of earlier sources are not asked for again
    for (const name of await readdir(cache))
      if (name.endsWith(".tgz") && join(cache, name) !== tarball) await rm(join(cache, name), { force: true })
    return tarball
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/**
 * An empty project at `folder` (`package.json` alone, ESM) with the packed package installed as a user installs it,
 * `extra` packages beside it (`@types/node@22.20.5`, ...).
 */
export const installPacked = async (folder: string, extra: ReadonlyArray<string> = []): Promise<void> => {
  const tarball = await packedTarball()
  await writeFile(join(folder, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }))
  await npmInstall(folder, [tarball, ...extra])
}

/** The version of a package this repository has installed (`node_modules/<name>/package.json`). */
export const installedVersion = async (name: string): Promise<string> => {
  const manifest = JSON.parse(await readFile(join(root, "node_modules", name, "package.json"), "utf8")) as {
    readonly version: string
  }
  return manifest.version
}

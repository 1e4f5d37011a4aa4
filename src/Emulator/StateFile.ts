/**
 * The state file on disk: written atomically (a temporary file in the same folder, flushed, renamed over the old one,
 * the folder flushed), private to its owner (mode 0600, also over an older file of another mode), and its target
 * checked before the emulator starts. Two ways to write: at once (`writeAtomic`, the save on request) or a piece at a
 * time without blocking (`Partial`, the periodic saves: each piece is written by the thread pool while the answers go
 * on). Each write has a temporary file of its own, so two never share one; those an interrupted save left (a process
 * killed mid-save) are removed at start (`removeLeftovers`), and the file they were to replace is still whole.
 *
 * @since 1.2.0
 * @internal
 */
import * as fs from "node:fs"
import * as path from "node:path"

// each temporary file of this process has its own number; those being written are not leftovers
let written = 0
const writing = new Set<string>()
const temporaryOf = (file: string): string => {
  written++
  return path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}.${written}.partial`)
}

const flushFolder = (file: string): void => {
  const folder = fs.openSync(path.dirname(path.resolve(file)), "r")
  try {
    fs.fsyncSync(folder)
  } finally {
    fs.closeSync(folder)
  }
}

/**
 * The mode of a state file: it holds API secrets and the emulator's RSA private key.
 *
 * @since 1.2.0
 * @category files
 */
export const mode = 0o600

/**
 * The text of a file.
 *
 * @since 1.2.0
 * @category files
 */
export const readText = (file: string): string => fs.readFileSync(file, "utf8")

/**
 * Writes `text` to `file` atomically with mode 0600: the reader sees the old file or the new one, whole.
 *
 * @since 1.2.0
 * @category files
 */
export const writeAtomic = (file: string, text: string): void => {
  const temporary = temporaryOf(file)
  writing.add(temporary)
  try {
    const fd = fs.openSync(temporary, "w", mode)
    try {
      // a temporary file left by a crash keeps its mode through open: set it
      fs.fchmodSync(fd, mode)
      fs.writeFileSync(fd, text, "utf8")
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
    fs.renameSync(temporary, file)
  } catch (cause) {
    fs.rmSync(temporary, { force: true })
    throw cause
  } finally {
    writing.delete(temporary)
  }
  // the rename itself is durable once the folder is flushed
  flushFolder(file)
}

/**
 * A state file being written a piece at a time: a temporary file of its own, appended to by the thread pool
 * (`write`), then flushed and renamed over the file (`commit`) or removed (`discard`). The file it replaces stays
 * whole until the rename.
 *
 * @since 1.3.0
 * @category files
 */
export class Partial {
  private constructor(
    readonly file: string,
    readonly temporary: string,
    private readonly handle: fs.promises.FileHandle
  ) {}

  /** Opens a new temporary file beside `file`, mode 0600. */
  static async open(file: string): Promise<Partial> {
    const temporary = temporaryOf(file)
    writing.add(temporary)
    const handle = await fs.promises.open(temporary, "w", mode).catch((cause: unknown) => {
      writing.delete(temporary)
      throw cause
    })
    try {
      await handle.chmod(mode)
    } catch (cause) {
      await handle.close()
      await fs.promises.rm(temporary, { force: true })
      writing.delete(temporary)
      throw cause
    }
    return new Partial(file, temporary, handle)
  }

  /** Appends `text`. */
  async write(text: string): Promise<void> {
    await this.handle.write(text, null, "utf8")
  }

  /** Flushes and closes the temporary file, renames it over the file and flushes the folder. */
  async commit(): Promise<void> {
    await this.handle.sync()
    await this.handle.close()
    await fs.promises.rename(this.temporary, this.file)
    writing.delete(this.temporary)
    const folder = await fs.promises.open(path.dirname(path.resolve(this.file)), "r")
    try {
      await folder.sync()
    } finally {
      await folder.close()
    }
  }

  /** Closes and removes the temporary file (a save given up); never fails. */
  async discard(): Promise<void> {
    await this.handle.close().catch(() => undefined)
    await fs.promises.rm(this.temporary, { force: true }).catch(() => undefined)
    writing.delete(this.temporary)
  }
}

// this process's own leftovers (an earlier run under the same id, as in a container) are not alive
const alive = (pid: number): boolean => {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (cause) {
    // EPERM: a process of another user holds that id
    return (cause as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Removes the temporary files interrupted saves of `file` left (`.<name>.<pid>[.<n>].partial`, of a process no longer
 * running): a kill mid-save leaves one, never a broken state file. Answers the files removed.
 *
 * @since 1.3.0
 * @category files
 */
export const removeLeftovers = (file: string): ReadonlyArray<string> => {
  const dir = path.dirname(path.resolve(file))
  const prefix = `.${path.basename(file)}.`
  let names: ReadonlyArray<string>
  try {
    names = fs.readdirSync(dir)
  } catch {
    return []
  }
  const removed: Array<string> = []
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(".partial")) continue
    const pid = /^(\d+)(\.\d+)?$/.exec(name.slice(prefix.length, -".partial".length))?.[1]
    const at = path.join(dir, name)
    if (pid === undefined || writing.has(at) || alive(Number(pid))) continue
    try {
      fs.rmSync(at, { force: true })
      removed.push(at)
    } catch {
      // another process removed it, or it cannot be: the next start tries again
    }
  }
  return removed
}

/**
 * Why a state cannot be written at `file`, or `undefined` when it can: a missing folder, a folder this process cannot
 * write in, or a file it cannot read and write.
 *
 * @since 1.2.0
 * @category files
 */
export const targetProblem = (file: string): string | undefined => {
  const dir = path.dirname(path.resolve(file))
  const folder = fs.statSync(dir, { throwIfNoEntry: false })
  if (folder === undefined) return `the folder ${dir} does not exist`
  if (!folder.isDirectory()) return `${dir} is not a folder`
  try {
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.X_OK)
  } catch {
    return `cannot write in the folder ${dir}`
  }
  const existing = fs.statSync(file, { throwIfNoEntry: false })
  if (existing === undefined) return undefined
  if (!existing.isFile()) return "not a file"
  try {
    fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK)
  } catch {
    return "cannot read and write the file"
  }
  return undefined
}

/**
 * The state file on disk: written atomically (a temporary file in the same folder, flushed, renamed over the old one,
 * the folder flushed), private to its owner (mode 0600, also over an older file of another mode), and its target
 * checked before the emulator starts. Synchronous: a save is one snapshot of the exchange taken between two
 * requests, written before the next, so no two saves interleave.
 *
 * @since 1.2.0
 * @internal
 */
import * as fs from "node:fs"
import * as path from "node:path"

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
  const dir = path.dirname(path.resolve(file))
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.partial`)
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
  }
  // the rename itself is durable once the folder is flushed
  const folder = fs.openSync(dir, "r")
  try {
    fs.fsyncSync(folder)
  } finally {
    fs.closeSync(folder)
  }
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

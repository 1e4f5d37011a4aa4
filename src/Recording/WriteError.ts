/**
 * Why a recording could not be written: a path it cannot write, or a full disk.
 *
 * @since 1.1.0
 */
import type * as PlatformError from "effect/PlatformError"
import * as Schema from "effect/Schema"

/**
 * The recording's directory or file cannot be written: missing permission, a file where the directory should be, a
 * file of that name already there (a recording never overwrites one).
 *
 * @since 1.1.0
 * @category errors
 */
export class PathUnwritable extends Schema.TaggedError<PathUnwritable>()("PathUnwritable", {
  path: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `cannot write ${this.path}: ${this.reason}`
  }
}

/**
 * The disk is full (`ENOSPC`): the file is kept as written so far, without its end line (a reader sees it was cut).
 *
 * @since 1.1.0
 * @category errors
 */
export class DiskFull extends Schema.TaggedError<DiskFull>()("DiskFull", {
  path: Schema.String
}) {
  override get message(): string {
    return `no space left on the device writing ${this.path}`
  }
}

/**
 * A write error.
 *
 * @since 1.1.0
 * @category errors
 */
export type WriteError = PathUnwritable | DiskFull

// Node reports ENOSPC as an `Unknown` system error whose cause carries the code.
const isDiskFull = (error: PlatformError.PlatformError): boolean => {
  const cause = error.reason.cause as { readonly code?: unknown } | undefined
  return (typeof cause === "object" && cause !== null && cause.code === "ENOSPC") || /ENOSPC/.test(error.message)
}

/**
 * The write error of a file system failure on `path`.
 *
 * @since 1.1.0
 * @category constructors
 */
export const fromPlatform =
  (path: string) =>
  (error: PlatformError.PlatformError): WriteError =>
    isDiskFull(error) ? new DiskFull({ path }) : new PathUnwritable({ path, reason: error.message })

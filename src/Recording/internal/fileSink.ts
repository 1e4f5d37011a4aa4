/**
 * One recording file being written: opened exclusively (an existing file is never overwritten), its bytes gzip-
 * compressed on the way with the web platform's `CompressionStream` (Node 18+, Deno, Bun and browsers have it, so the
 * recorder needs nothing of Node but a `FileSystem`), and the bytes that reached the file counted for rotation and
 * progress. A write waits while the file is slower than the recording (the recorder's queue holds what arrives
 * meanwhile) and fails as soon as the file does. Private to the library.
 *
 * @since 1.1.0
 */
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import type * as FileSystem from "effect/FileSystem"
import type * as PlatformError from "effect/PlatformError"
import type * as Scope from "effect/Scope"

/**
 * An open recording file.
 *
 * @since 1.1.0
 * @category models
 */
export interface FileSink {
  readonly path: string
  /** Bytes that reached the file so far (compressed: the compressor hands them over a block at a time). */
  readonly written: () => number
  /** Hands bytes to the file (through the compressor). */
  readonly write: (bytes: Uint8Array<ArrayBuffer>) => Effect.Effect<void, PlatformError.PlatformError>
  /** Flushes the compressor and waits until every byte is in the file; the handle closes with the scope. */
  readonly close: Effect.Effect<void, PlatformError.PlatformError>
}

/**
 * Opens `path` for the scope: `compress` writes gzip, otherwise the bytes as given.
 *
 * @since 1.1.0
 * @category constructors
 */
export const open = (
  fs: FileSystem.FileSystem,
  path: string,
  compress: boolean
): Effect.Effect<FileSink, PlatformError.PlatformError, Scope.Scope> =>
  Effect.gen(function* () {
    const file = yield* fs.open(path, { flag: "wx" })
    let written = 0
    const put = (bytes: Uint8Array) =>
      Effect.map(file.writeAll(bytes), () => {
        written += bytes.length
      })
    if (!compress) return { path, written: () => written, write: put, close: file.sync }

    const gzip = new CompressionStream("gzip")
    const writer = gzip.writable.getWriter()
    const reader = gzip.readable.getReader()
    yield* Effect.addFinalizer(() => Effect.promise(() => reader.cancel().catch(() => undefined)))
    // the compressor's output goes to the file as it comes; this fiber ends when the compressor is closed and drained,
    // or fails with the file
    const pump = yield* Effect.forkScoped(
      Effect.gen(function* () {
        while (true) {
          const next = yield* Effect.promise(() => reader.read())
          if (next.done) return
          yield* put(next.value)
        }
      })
    )
    // a compressor write waits for the pump; a pump that failed (the disk is full) ends the wait with its error
    const orPumpFailure = <A>(effect: Effect.Effect<A>) =>
      Effect.raceFirst(effect, Effect.andThen(Fiber.join(pump), Effect.never))
    return {
      path,
      written: () => written,
      write: (bytes) => orPumpFailure(Effect.promise(() => writer.write(bytes))),
      close: Effect.andThen(
        orPumpFailure(Effect.promise(() => writer.close())),
        Effect.andThen(Fiber.join(pump), file.sync)
      )
    } satisfies FileSink
  })

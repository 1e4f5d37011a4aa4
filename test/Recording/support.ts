import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as Effect from "effect/Effect"
import * as FileSystem from "effect/FileSystem"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Format from "../../src/Recording/Format.js"

// Fixture files written by each test into a fresh folder (never downloaded).
export const folder = (): ((name: string, text: string | Uint8Array, gzip?: boolean) => string) => {
  const dir = mkdtempSync(join(tmpdir(), "recording-"))
  return (name, text, gzip = name.endsWith(".gz")) => {
    const path = join(dir, name)
    writeFileSync(path, gzip ? gzipSync(text) : text)
    return path
  }
}

export const header = (part: number, startedAt: number, streams: Format.Header["streams"]): Format.Header => ({
  format: Format.formatName,
  version: Format.version,
  startedAt,
  environment: "emulator",
  part,
  streams
})

export const recordingText = (head: Format.Header, lines: ReadonlyArray<Format.Line>): string =>
  [head, ...lines].map(Format.encode).join("")

export const trade = (r: number, c: Format.Market = "linear", symbol = "BTCUSDT"): Format.MessageLine => ({
  r,
  c,
  m: {
    topic: `publicTrade.${symbol}`,
    type: "snapshot",
    ts: r,
    data: [{ T: r, s: symbol, S: "Buy", v: "1", p: "100" }]
  }
})

/** The lines a stream gives before it ends or fails, and its error. */
export const drain = <E, R>(stream: Stream.Stream<Format.Line, E, R>) =>
  Effect.suspend(() => {
    const lines: Array<Format.Line> = []
    return Stream.runForEach(stream, (line) => Effect.sync(() => lines.push(line))).pipe(
      Effect.as(undefined),
      Effect.catch((error: E) => Effect.succeed(error)),
      Effect.map((error) => ({ lines, error }))
    )
  })

/** The Node file system, counting the bytes its streams hand out. */
export const countingFileSystem = () => {
  const count = { bytes: 0 }
  const layer = Layer.effect(
    FileSystem.FileSystem,
    Effect.gen(function* () {
      const fs = yield* FileSystem.FileSystem
      return {
        ...fs,
        stream: (path: string, options?: Parameters<FileSystem.FileSystem["stream"]>[1]) =>
          fs.stream(path, options).pipe(
            Stream.tap((chunk) =>
              Effect.sync(() => {
                count.bytes += chunk.length
              })
            )
          )
      }
    })
  ).pipe(Layer.provide(NodeFileSystem.layer))
  return { count, layer }
}

export const nodeFs = NodeFileSystem.layer

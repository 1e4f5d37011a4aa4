import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { crc32, deflateRawSync, gzipSync } from "node:zlib"
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
export const drain = <E, R, A = Format.Line>(stream: Stream.Stream<A, E, R>) =>
  Effect.suspend(() => {
    const lines: Array<A> = []
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

/**
 * The Node file system whose streams, from the third a read opens (its lines, after its first bytes and its first
 * lines are read to recognise it), hand out chunks that note each byte read by index after the chunk's last
 * newline (in `pastLines`: the chunk's length and the index; a chunk without one is carried whole), a chunk's methods
 * working as the bytes' own.
 */
export const watchingFileSystem = () => {
  const pastLines: Array<readonly [number, number]> = []
  const watched = (chunk: Uint8Array): Uint8Array => {
    const last = chunk.lastIndexOf(0x0a)
    return new Proxy(chunk, {
      get: (target, key) => {
        if (last >= 0 && typeof key === "string" && /^\d+$/.test(key) && Number(key) > last)
          pastLines.push([target.length, Number(key)])
        const value = Reflect.get(target, key, target) as unknown
        return typeof value === "function" ? value.bind(target) : value
      }
    })
  }
  const layer = Layer.effect(
    FileSystem.FileSystem,
    Effect.gen(function* () {
      const fs = yield* FileSystem.FileSystem
      let opened = 0
      return {
        ...fs,
        stream: (path: string, options?: Parameters<FileSystem.FileSystem["stream"]>[1]) =>
          ++opened < 3 ? fs.stream(path, options) : fs.stream(path, options).pipe(Stream.map(watched))
      }
    })
  ).pipe(Layer.provide(NodeFileSystem.layer))
  return { pastLines, layer }
}

/**
 * A ZIP archive of one deflated file, written as a streaming zipper writes it: sizes left out of the local header
 * (flag bit 3) and given in a data descriptor after the data, and in the central directory.
 */
export const zip = (name: string, text: string): Uint8Array => {
  const body = Buffer.from(text)
  const data = deflateRawSync(body)
  const crc = crc32(body)
  const fileName = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(0x08, 6)
  local.writeUInt16LE(8, 8)
  local.writeUInt16LE(fileName.length, 26)
  const descriptor = Buffer.alloc(16)
  descriptor.writeUInt32LE(0x08074b50, 0)
  descriptor.writeUInt32LE(crc, 4)
  descriptor.writeUInt32LE(data.length, 8)
  descriptor.writeUInt32LE(body.length, 12)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(0x08, 8)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(crc, 16)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(body.length, 24)
  central.writeUInt16LE(fileName.length, 28)
  central.writeUInt32LE(0, 42)
  const directoryOffset = local.length + fileName.length + data.length + descriptor.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + fileName.length, 12)
  end.writeUInt32LE(directoryOffset, 16)
  return new Uint8Array(Buffer.concat([local, fileName, data, descriptor, central, fileName, end]))
}

/**
 * The WebSocket frame cap, on every kind of socket the emulator serves (public, private, trade, and the older
 * markets' streams): a message over `Guards.maxFrameBytes` is refused from its frame head with close code 1009,
 * before its payload is buffered or parsed; one at the limit is read. Counted at the server: its open sockets and
 * TCP connections, never a duration.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Guards from "../../src/Emulator/wire/Guards.js"
import * as Harness from "../support/Harness.js"
import * as Raw from "../support/RawWebSocket.js"
import { waitFor } from "../support/WaitFor.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

const KINDS = [
  { kind: "public", path: "/v5/public/linear" },
  { kind: "private", path: "/v5/private" },
  { kind: "trade", path: "/v5/trade" },
  { kind: "legacy spot v1", path: "/spot/quote/ws/v1" },
  { kind: "legacy contract v3", path: "/contract/usdt/public/v3" }
] as const

const portOf = (emulator: Emulator.EmulatorHandle): number => Number(new URL(emulator.rest).port)

const socketsOn = (emulator: Emulator.EmulatorHandle, path: string): number =>
  emulator.admin.openSockets().filter((s) => s.path === path).length

// A text message of exactly `length` bytes: a ping padded with blanks (still JSON).
const padded = (length: number): string => {
  const core = '{"op":"ping"}'
  return core + " ".repeat(length - core.length)
}

const opened = (emulator: Emulator.EmulatorHandle, path: string, halfOpen = false) =>
  Effect.gen(function* () {
    const socket = yield* Effect.acquireRelease(
      Effect.promise(() => Raw.open(portOf(emulator), path, { halfOpen })),
      (s) => Effect.sync(() => s.socket.destroy())
    )
    yield* waitFor(() => socketsOn(emulator, path) === 1, `one socket open on ${path}`)
    return socket
  })

describe("the WebSocket frame cap", () => {
  for (const { kind, path } of KINDS) {
    it.effect(`${kind}: a message at the limit is read; one over it is closed with 1009 from its head`, () =>
      Effect.gen(function* () {
        const emulator = yield* Harness.start({ startAt: NOW, seed: 4 })
        const connections = emulator.admin.openConnections()
        const socket = yield* opened(emulator, path)

        // at the limit: read, and the socket still answers a ping after it
        socket.socket.write(Raw.frame(padded(Guards.maxFrameBytes)))
        socket.socket.write(Raw.frame("after", { opcode: 9 }))
        yield* waitFor(() => Raw.ponged(socket), `a pong after a ${Guards.maxFrameBytes}-byte message on ${path}`)
        expect(Raw.closeCode(socket)).toBeUndefined()

        // one byte over, with only its first KiB sent: the server closes without waiting for the rest
        socket.socket.write(Buffer.concat([Raw.frameHead(Guards.maxFrameBytes + 1), Buffer.alloc(1024, 0x20)]))
        yield* waitFor(() => Raw.closeCode(socket) !== undefined, `a close frame on ${path}`)
        expect(Raw.closeCode(socket)).toBe(1009)
        yield* waitFor(() => socketsOn(emulator, path) === 0, `the socket on ${path} gone at the server`)
        yield* waitFor(() => socket.ended(), `the server ends the connection on ${path}`)
        yield* waitFor(
          () => emulator.admin.openConnections() === connections,
          `the server's TCP connections back to ${connections}`
        )
      })
    )
  }

  it.effect("a 64 MiB frame head before any auth: closed with 1009 after 1 KiB of it, the next socket served", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 4 })
      const socket = yield* opened(emulator, "/v5/private")
      socket.socket.write(Buffer.concat([Raw.frameHead(64 * 1024 * 1024), Buffer.alloc(1024, 0x7b)]))
      yield* waitFor(() => Raw.closeCode(socket) === 1009, "1009 for the 64 MiB head")
      // nothing of it answered: the only frame the server sent is the close
      expect(Raw.frames(socket.received()).map((f) => f.opcode)).toEqual([8])
      yield* waitFor(() => socketsOn(emulator, "/v5/private") === 0, "the socket gone at the server")
      const next = yield* opened(emulator, "/v5/public/linear")
      next.socket.write(Raw.frame("still", { opcode: 9 }))
      yield* waitFor(() => Raw.ponged(next), "the next socket answered")
    })
  )

  it.effect("a peer that goes on sending after 1009 is cut: the server reads at most 1 MiB more of its 64 MiB", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 4 })
      const connections = emulator.admin.openConnections()
      // half-open: it goes on sending after the server's close frame and the end of its side
      const socket = yield* opened(emulator, "/v5/public/linear", true)
      const size = 64 * 1024 * 1024
      // the message written piece by piece, each once the last reached the kernel, until the server cuts it
      socket.socket.write(Raw.frameHead(size))
      const piece = Buffer.alloc(64 * 1024, 0x20)
      let sent = 0
      while (sent < size && !socket.closed()) {
        const ok = yield* Effect.promise(
          () => new Promise<boolean>((resolve) => socket.socket.write(piece, (error) => resolve(error == null)))
        )
        if (!ok) break
        sent += piece.length
      }
      yield* waitFor(() => socket.closed(), "the server cuts the connection")
      expect(Raw.closeCode(socket)).toBe(1009)
      // what got through: the 1 MiB the server reads after its close frame, and the sockets' buffers
      expect(sent).toBeLessThan(size / 4)
      yield* waitFor(() => emulator.admin.openConnections() === connections, "the server's connections back")
      expect(Guards.maxDiscardAfterOversizeBytes).toBe(1024 * 1024)
    })
  )

  it.effect("a message split into fragments each under the limit is counted whole: 1009 once their sum passes it", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 4 })
      const socket = yield* opened(emulator, "/v5/public/spot")
      const piece = Buffer.alloc(16 * 1024, 0x20)
      socket.socket.write(Raw.frame(Buffer.concat([Buffer.from('{"op":"ping"}'), piece]), { fin: false }))
      for (let i = 0; i < 4; i++) socket.socket.write(Raw.frame(piece, { opcode: 0, fin: false }))
      yield* waitFor(() => Raw.closeCode(socket) !== undefined, "a close frame")
      expect(Raw.closeCode(socket)).toBe(1009)
      expect(Raw.frames(socket.received()).map((f) => f.opcode)).toEqual([8])
      yield* waitFor(() => socketsOn(emulator, "/v5/public/spot") === 0, "the socket gone at the server")
    })
  )
})

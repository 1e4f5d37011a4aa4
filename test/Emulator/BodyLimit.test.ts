/**
 * A REST body over the limit always gets a readable 413, however it is sent: at once, slowly (part, then the rest
 * after the answer came), chunked, and with `Expect: 100-continue` whether or not the client waits for it. A raw
 * `node:net` client writes 10 MB bodies and reads every byte the server sends until it closes: the answer must be
 * there and the client must never see EPIPE or a reset. Counted at the server: its TCP connections after each.
 */
import * as net from "node:net"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Guards from "../../src/Emulator/wire/Guards.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)
const SIZE = 10 * 1024 * 1024
const PIECE = 64 * 1024

/** A raw connection: what the server sent, whether it ended, and the errors the client met (EPIPE, ECONNRESET). */
interface Conversation {
  readonly socket: net.Socket
  readonly text: () => string
  readonly ended: () => boolean
  readonly errors: ReadonlyArray<string>
}

const talk = (port: number) =>
  Effect.acquireRelease(
    Effect.promise(
      () =>
        new Promise<Conversation>((resolve) => {
          const socket = net.connect(port, "127.0.0.1")
          const chunks: Array<Buffer> = []
          const errors: Array<string> = []
          let ended = false
          socket.on("data", (c: Buffer) => chunks.push(c))
          socket.on("error", (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message))
          socket.on("close", () => {
            ended = true
          })
          socket.on("connect", () =>
            resolve({ socket, text: () => Buffer.concat(chunks).toString("latin1"), ended: () => ended, errors })
          )
        })
    ),
    (c) => Effect.sync(() => c.socket.destroy())
  )

// Writes and waits until the bytes are handed to the kernel (a write that fails shows in `errors`).
const write = (c: Conversation, bytes: Buffer | string) =>
  Effect.promise(() => new Promise<void>((resolve) => c.socket.write(bytes, () => resolve())))

const head = (extra: string) =>
  `POST /v5/order/create HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}\r\n`

const body = Buffer.alloc(SIZE, 0x31)

const portOf = (emulator: Emulator.EmulatorHandle): number => Number(new URL(emulator.rest).port)

const answered413 = (c: Conversation) => c.text().startsWith("HTTP/1.1 413 ")

// The whole answer read, the connection closed by the server, no error on the client's side.
const readable = (emulator: Emulator.EmulatorHandle, c: Conversation, connections: number) =>
  Effect.gen(function* () {
    yield* waitFor(() => c.ended(), "the server closes the connection", { timeout: "30 seconds" })
    expect(c.errors).toEqual([])
    expect(c.text()).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/)
    expect(c.text()).toContain("Connection: close")
    expect(c.text().endsWith("\r\n\r\nRequest Entity Too Large")).toBe(true)
    expect(c.text()).not.toContain("100 Continue")
    yield* waitFor(() => emulator.admin.openConnections() === connections, "the server's connections back")
  })

describe("a REST body over the limit", () => {
  it.effect("sent at once with its length: a readable 413", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 2 })
      const connections = emulator.admin.openConnections()
      const c = yield* talk(portOf(emulator))
      c.socket.write(Buffer.concat([Buffer.from(head(`Content-Length: ${SIZE}\r\n`)), body]))
      yield* readable(emulator, c, connections)
    })
  )

  it.effect("sent slowly: part, then the rest after the 413 was read, piece by piece", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 2 })
      const connections = emulator.admin.openConnections()
      const c = yield* talk(portOf(emulator))
      yield* write(c, head(`Content-Length: ${SIZE}\r\n`))
      yield* write(c, body.subarray(0, PIECE))
      yield* waitFor(() => answered413(c), "the 413 before the body is whole")
      for (let at = PIECE; at < SIZE; at += PIECE) yield* write(c, body.subarray(at, at + PIECE))
      yield* readable(emulator, c, connections)
    })
  )

  it.effect("chunked, without a length: a readable 413 once it passes the limit", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 2 })
      const connections = emulator.admin.openConnections()
      const c = yield* talk(portOf(emulator))
      yield* write(c, head("Transfer-Encoding: chunked\r\n"))
      const chunk = `${PIECE.toString(16)}\r\n`
      for (let at = 0; at < SIZE; at += PIECE)
        c.socket.write(Buffer.concat([Buffer.from(chunk), body.subarray(at, at + PIECE), Buffer.from("\r\n")]))
      c.socket.write("0\r\n\r\n")
      yield* readable(emulator, c, connections)
    })
  )

  it.effect("with Expect: 100-continue, sent without waiting: a readable 413, never 100", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 2 })
      const connections = emulator.admin.openConnections()
      const c = yield* talk(portOf(emulator))
      c.socket.write(Buffer.concat([Buffer.from(head(`Content-Length: ${SIZE}\r\nExpect: 100-continue\r\n`)), body]))
      yield* readable(emulator, c, connections)
    })
  )

  it.effect("with Expect: 100-continue, waiting: the 413 instead of 100, and the body is never sent", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 2 })
      const connections = emulator.admin.openConnections()
      const c = yield* talk(portOf(emulator))
      yield* write(c, head(`Content-Length: ${SIZE}\r\nExpect: 100-continue\r\n`))
      yield* waitFor(() => c.text().includes("Request Entity Too Large"), "an answer to the head alone")
      expect(c.text()).toMatch(/^HTTP\/1\.1 413 /)
      expect(c.errors).toEqual([])
      // the client gives up as the answer's `Connection: close` says; the server lets go of the connection
      c.socket.destroy()
      yield* waitFor(() => emulator.admin.openConnections() === connections, "the server's connections back")
    })
  )

  it.effect("a body within the limit with Expect: 100-continue still gets 100 and its answer", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ startAt: NOW, seed: 2 })
      const c = yield* talk(portOf(emulator))
      const small = '{"category":"linear"}'
      yield* write(c, head(`Content-Length: ${small.length}\r\nExpect: 100-continue\r\n`))
      yield* waitFor(() => c.text().startsWith("HTTP/1.1 100 Continue\r\n\r\n"), "100 Continue")
      yield* write(c, small)
      // unsigned: the exchange's own refusal, in an ordinary answer after the 100
      yield* waitFor(() => c.text().endsWith("\r\n\r\nUnauthorized"), "the answer after 100")
      expect(c.text()).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 Unauthorized\r\n/)
      expect(Guards.maxBodyBytes).toBeLessThan(SIZE)
    })
  )
})

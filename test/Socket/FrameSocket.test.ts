// The socket under every session: frames reach the handler inside the WebSocket's message event, in order (text
// as strings, binary as bytes); the open is bounded by its timeout; the end is the close with its code; a write
// after the end fails typed; closing the scope closes the socket with code 1000.

import type { AddressInfo } from "node:net"
import * as Net from "node:net"
import * as NodeWS from "@effect/platform-node/NodeWS"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import type * as Socket from "effect/socket/Socket"
import { type WebSocket, WebSocketServer } from "ws"
import * as FrameSocket from "../../src/Socket/internal/frameSocket.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

interface Server {
  readonly url: string
  readonly sockets: Array<WebSocket>
  readonly closeCodes: Array<number>
}

const server = Effect.acquireRelease(
  Effect.promise(
    () =>
      new Promise<{ wss: WebSocketServer; server: Server }>((resolve) => {
        const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 })
        const state: Server = { url: "", sockets: [], closeCodes: [] }
        wss.on("connection", (ws) => {
          state.sockets.push(ws)
          ws.on("close", (code) => state.closeCodes.push(code))
        })
        wss.on("listening", () =>
          resolve({ wss, server: { ...state, url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/` } })
        )
      })
  ),
  ({ wss }) => Effect.promise(() => new Promise<void>((resolve) => wss.close(() => resolve())))
).pipe(Effect.map(({ server }) => server))

// the server's view of the sockets moves on its own: poll it
const polling: WaitOptions = { interval: "5 millis", timeout: "5 seconds" }

const reasonOf = (exit: Exit.Exit<unknown, Socket.SocketError>) =>
  Exit.isFailure(exit) ? Exit.findErrorOption(exit) : undefined

describe("FrameSocket", () => {
  it.live("frames reach the handler in order, text as strings and binary as bytes", () =>
    Effect.gen(function* () {
      const srv = yield* server
      const frames: Array<string | Uint8Array> = []
      yield* FrameSocket.open(srv.url, { openTimeout: "5 seconds", onFrame: (data) => frames.push(data) })
      yield* waitFor(() => srv.sockets.length === 1, "the connection at the server", polling)
      const peer = srv.sockets[0]!
      for (let i = 0; i < 100; i++) peer.send(`{"n":${i}}`)
      peer.send(Buffer.from([1, 2, 3]))
      yield* waitFor(() => frames.length === 101, "all 101 frames", polling)
      expect(frames.slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, i) => `{"n":${i}}`))
      const last = frames[100]
      expect(last).toBeInstanceOf(Uint8Array)
      expect([...(last as Uint8Array)]).toEqual([1, 2, 3])
    }).pipe(Effect.provide(NodeWS.layerWebSocketConstructor))
  )

  it.live("an open that never completes fails with an open timeout", () =>
    Effect.gen(function* () {
      // a TCP server that accepts and never answers the upgrade
      const held: Array<Net.Socket> = []
      const tcp = yield* Effect.acquireRelease(
        Effect.promise(
          () =>
            new Promise<Net.Server>((resolve) => {
              const tcp = Net.createServer((socket) => held.push(socket))
              tcp.listen(0, "127.0.0.1", () => resolve(tcp))
            })
        ),
        (tcp) =>
          Effect.sync(() => {
            for (const socket of held) socket.destroy()
            tcp.close()
          })
      )
      const url = `ws://127.0.0.1:${(tcp.address() as AddressInfo).port}/`
      const started = Date.now()
      const exit = yield* Effect.exit(
        Effect.scoped(FrameSocket.open(url, { openTimeout: "200 millis", onFrame: () => {} }))
      )
      expect(Date.now() - started).toBeGreaterThanOrEqual(190)
      expect(reasonOf(exit)).toMatchObject({ value: { reason: { _tag: "SocketOpenError", kind: "Timeout" } } })
    }).pipe(Effect.provide(NodeWS.layerWebSocketConstructor))
  )

  it.live("the end is the close with its code; a write after it fails typed", () =>
    Effect.gen(function* () {
      const srv = yield* server
      const socket = yield* FrameSocket.open(srv.url, { openTimeout: "5 seconds", onFrame: () => {} })
      yield* waitFor(() => srv.sockets.length === 1, "the connection at the server", polling)
      srv.sockets[0]!.close(4001, "bye")
      const ended = yield* Effect.exit(socket.ended)
      expect(reasonOf(ended)).toMatchObject({ value: { reason: { _tag: "SocketCloseError", code: 4001 } } })
      const write = yield* Effect.exit(socket.send("{}"))
      expect(reasonOf(write)).toMatchObject({ value: { reason: { _tag: "SocketWriteError" } } })
    }).pipe(Effect.provide(NodeWS.layerWebSocketConstructor))
  )

  it.live("closing the scope closes the socket with code 1000", () =>
    Effect.gen(function* () {
      const srv = yield* server
      const scope = yield* Scope.make()
      const socket = yield* Scope.provide(
        FrameSocket.open(srv.url, { openTimeout: "5 seconds", onFrame: () => {} }),
        scope
      )
      yield* socket.send(`{"op":"ping"}`)
      yield* waitFor(() => srv.sockets.length === 1, "the connection at the server", polling)
      yield* Scope.close(scope, Exit.void)
      yield* waitFor(() => srv.closeCodes.length === 1, "the close at the server", polling)
      expect(srv.closeCodes).toEqual([1000])
    }).pipe(Effect.provide(NodeWS.layerWebSocketConstructor))
  )
})

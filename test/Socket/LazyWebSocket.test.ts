import { describe, expect, it, vi } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Socket from "effect/socket/Socket"
import * as Node from "../../src/node.js"
import * as Connection from "../../src/Socket/Connection.js"
import * as LazyWebSocket from "../../src/Socket/LazyWebSocket.js"
import * as Protocol from "../../src/Socket/Protocol.js"
import * as WsTestServer from "../support/WsTestServer.js"

/** A stand-in WebSocket class that records what it was built with. */
const fakeClass = () => {
  const built: Array<string> = []
  const FakeWebSocket = function (this: { url: string }, url: string) {
    built.push(url)
    this.url = url
  } as unknown as new (
    url: string,
    options?: Socket.WebSocketConstructorOptions
  ) => Socket.WebSocketLike
  return { built, FakeWebSocket }
}

describe("LazyWebSocket", () => {
  it.effect("ready loads the class once; the constructor then builds with it", () =>
    Effect.gen(function* () {
      const { built, FakeWebSocket } = fakeClass()
      let loads = 0
      const make = LazyWebSocket.make({
        load: () => {
          loads++
          return Promise.resolve(FakeWebSocket)
        },
        loadNow: () => {
          throw new Error("not expected")
        }
      })
      expect(loads).toBe(0)
      yield* Effect.provideService(LazyWebSocket.ready, Socket.WebSocketConstructor, make)
      yield* Effect.provideService(LazyWebSocket.ready, Socket.WebSocketConstructor, make)
      expect(loads).toBe(1)
      const socket = make("ws://127.0.0.1:1/")
      expect(socket).toBeInstanceOf(FakeWebSocket)
      expect(built).toEqual(["ws://127.0.0.1:1/"])
    })
  )

  it.effect("a constructor called before ready loads the class on the spot, once", () =>
    Effect.gen(function* () {
      const { built, FakeWebSocket } = fakeClass()
      let loads = 0
      const make = LazyWebSocket.make({
        load: () => Promise.reject(new Error("not expected")),
        loadNow: () => {
          loads++
          return FakeWebSocket
        }
      })
      make("ws://127.0.0.1:1/a")
      make("ws://127.0.0.1:1/b")
      expect(loads).toBe(1)
      expect(built).toEqual(["ws://127.0.0.1:1/a", "ws://127.0.0.1:1/b"])
      // already loaded: ready has nothing to do
      yield* Effect.provideService(LazyWebSocket.ready, Socket.WebSocketConstructor, make)
    })
  )

  it.effect("a failed load is a typed SocketError (SocketOpenError), and the next ready tries again", () =>
    Effect.gen(function* () {
      const { FakeWebSocket } = fakeClass()
      let loads = 0
      const make = LazyWebSocket.make({
        load: () =>
          ++loads === 1 ? Promise.reject(new Error("Cannot find package 'ws'")) : Promise.resolve(FakeWebSocket),
        loadNow: () => FakeWebSocket
      })
      const error = yield* Effect.flip(Effect.provideService(LazyWebSocket.ready, Socket.WebSocketConstructor, make))
      expect(error._tag).toBe("SocketError")
      expect(error.reason._tag).toBe("SocketOpenError")
      expect(String("cause" in error.reason ? error.reason.cause : undefined)).toContain("Cannot find package 'ws'")
      yield* Effect.provideService(LazyWebSocket.ready, Socket.WebSocketConstructor, make)
      expect(loads).toBe(2)
    })
  )

  it.effect("ready does nothing for a constructor that is not lazy", () =>
    Effect.provideService(LazyWebSocket.ready, Socket.WebSocketConstructor, () => {
      throw new Error("not expected")
    })
  )

  it.live("a connection whose WebSocket implementation fails to load fails its subscriptions typed", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const make = LazyWebSocket.make({
          load: () => Promise.reject(new Error("Cannot find package 'ws'")),
          loadNow: () => {
            throw new Error("not expected")
          }
        })
        const conn = yield* Connection.make({
          protocol: Protocol.v5Protocols.linear,
          url: Effect.succeed("ws://127.0.0.1:1/"),
          options: { reconnect: Schedule.recurs(0), ackTimeout: "1 second" }
        }).pipe(Effect.provideService(Socket.WebSocketConstructor, make))
        const error = yield* Effect.flip(Effect.scoped(conn.subscribe(["tickers.BTCUSDT"], () => {})))
        expect(error._tag).toBe("SocketClosed")
        // as a socket whose open is refused: no defect, the session's reconnect schedule decides
        expect(error.message).toContain("reconnect attempts exhausted")
      })
    )
  )

  it.live("the Node layer's constructor loads ws with the first socket and connects", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* WsTestServer.make
        const conn = yield* Connection.make({
          protocol: Protocol.v5Protocols.linear,
          url: Effect.succeed(server.url),
          options: { ackTimeout: "1 second" }
        })
        yield* Effect.scoped(conn.subscribe(["tickers.BTCUSDT"], () => {}))
        expect(server.open()).toBe(1)
      })
    ).pipe(Effect.provide(Node.layer))
  )

  // Node 22 and later have a global WebSocket (undici's): it reports a refused upgrade without the HTTP status, so a
  // 401 was taken for a dropped socket and retried (test/Socket/Emulator.test.ts's "refused upgrade (401)" on Node 24)
  it.live("the Node layer builds its sockets with ws where the runtime has a global WebSocket too", () =>
    Effect.acquireUseRelease(
      Effect.sync(() =>
        vi.stubGlobal(
          "WebSocket",
          class {
            constructor() {
              throw new Error("the global WebSocket was used")
            }
          }
        )
      ),
      () =>
        Effect.scoped(
          Effect.gen(function* () {
            const server = yield* WsTestServer.make
            const conn = yield* Connection.make({
              protocol: Protocol.v5Protocols.linear,
              url: Effect.succeed(server.url),
              options: { reconnect: Schedule.recurs(0), ackTimeout: "1 second" }
            })
            yield* Effect.scoped(conn.subscribe(["tickers.BTCUSDT"], () => {}))
            expect(server.open()).toBe(1)
          })
        ).pipe(Effect.provide(Node.layer)),
      () => Effect.sync(() => vi.unstubAllGlobals())
    )
  )
})

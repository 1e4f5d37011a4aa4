/**
 * The WebSocket frame cap on an in-process socket (`EmulatorHandle.connect`, what a sweep's run and `InProcess.layer`
 * open): a message over `Guards.maxFrameBytes` is refused as the `ws` server refuses it on the wire, the close
 * code and reason the client sees the same (1009), and the socket gone at the server; a message at the limit is
 * read and answered. The wire side is the emulator's own server on 127.0.0.1, read with Node's WebSocket.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Socket from "effect/socket/Socket"
import * as Guards from "../../src/Emulator/wire/Guards.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

const path = "/v5/public/linear"

// A text message of exactly `length` bytes: a ping padded with blanks (still JSON).
const padded = (length: number): string => {
  const core = '{"op":"ping","req_id":"capped"}'
  return core + " ".repeat(length - core.length)
}

interface Seen {
  readonly messages: Array<string>
  close: { readonly code: number; readonly reason: string } | undefined
}

const watch = (socket: Pick<Socket.WebSocketLike, "addEventListener">): Seen => {
  const seen: Seen = { messages: [], close: undefined }
  socket.addEventListener("message", (event) => {
    seen.messages.push(String((event as { readonly data: unknown }).data))
  })
  socket.addEventListener("close", (event) => {
    const e = event as { readonly code: number; readonly reason: string }
    seen.close = { code: e.code, reason: e.reason }
  })
  return seen
}

const opened = (socket: { readonly readyState: number }) => waitFor(() => socket.readyState === 1, "the socket open")

describe("the frame cap on an in-process socket", () => {
  it.live("a message over it is refused with 1009 as on the wire; one at the limit is answered", () =>
    Effect.gen(function* () {
      const emulator = yield* Harness.start({ seed: 4 })
      const onPath = () => emulator.admin.openSockets().filter((s) => s.path === path).length

      // on the wire: the ws server's answer
      const wire = new WebSocket(`${emulator.ws.linear}`)
      const wireSeen = watch(wire as unknown as Socket.WebSocketLike)
      yield* Effect.addFinalizer(() => Effect.sync(() => wire.close()))
      yield* opened(wire)
      wire.send(padded(Guards.maxFrameBytes + 1))
      yield* waitFor(() => wireSeen.close !== undefined, "the wire socket closed")
      yield* waitFor(() => onPath() === 0, "the wire socket gone at the server")

      // in process
      const socket = emulator.connect(emulator.ws.linear, (task) => setImmediate(task))
      const seen = watch(socket)
      yield* opened(socket)
      expect(onPath()).toBe(1)
      socket.send(padded(Guards.maxFrameBytes))
      yield* waitFor(() => seen.messages.some((m) => m.includes('"capped"')), "the answer to the message at the limit")
      expect(seen.close).toBeUndefined()
      socket.send(padded(Guards.maxFrameBytes + 1))
      yield* waitFor(() => seen.close !== undefined, "the in-process socket closed")
      expect(seen.close?.code).toBe(1009)
      expect(seen.close).toEqual(wireSeen.close)
      yield* waitFor(() => onPath() === 0, "the in-process socket gone at the server")
      // nothing answered after the message at the limit
      expect(seen.messages.filter((m) => m.includes('"capped"'))).toHaveLength(1)
    }).pipe(Effect.scoped)
  )
})

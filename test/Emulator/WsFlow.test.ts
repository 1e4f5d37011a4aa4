import type { Duplex } from "node:stream"
import { describe, expect, it } from "@effect/vitest"
import { WebSocket } from "ws"
import { Faults } from "../../src/Emulator/Faults.js"
import { Conn, Flow, highWater, lowWater } from "../../src/Emulator/wire/WsConnection.js"

/** The next tick: when a connection found too slow is cut. */
const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve))

// A replay at "max" holds its frames for a batch and waits while a reader is behind (`Flow`). Frames held for the
// batch can take a connection past the high-water mark on their own: once they are written, only what the socket
// still queues counts. A socket that took the batch at once (the kernel had room) leaves the replay free at once; one
// that queues it holds the replay until its write drains.

/** A socket whose queued bytes the test sets, and a stream that records the writes and their callbacks. */
const harness = (flow = new Flow()) => {
  const socket = { readyState: WebSocket.OPEN, bufferedAmount: 0 }
  const callbacks: Array<() => void> = []
  const written: Array<number> = []
  const tcp = {
    write: (chunk: Uint8Array, cb: () => void) => {
      written.push(chunk.byteLength)
      callbacks.push(cb)
      return true
    }
  }
  const conn = new Conn(
    socket as unknown as WebSocket,
    "c1",
    "linear",
    "/v5/public/linear",
    0,
    new Faults(),
    () => 0,
    flow,
    tcp as unknown as Duplex
  )
  return { socket, callbacks, written, flow, conn }
}

/** Frames of a batch past the high-water mark (64 kB each). */
const overHighWater = (conn: Conn) => {
  const frame = new Uint8Array(64 * 1024).fill(0x61)
  for (let k = 0; k * frame.byteLength <= highWater; k++) conn.sendText(frame)
}

describe("a replay's flow control", () => {
  it("is free again once a batch past the high-water mark was taken by the socket at once", () => {
    const { flow, conn, written } = harness()
    flow.batch(true)
    overHighWater(conn)
    // held: the batch's frames alone are past the mark
    expect(flow.congested).toBe(true)
    let drained = false
    flow.whenDrained(() => {
      drained = true
    })
    // the batch leaves (the socket queues nothing of it): no write callback needed to go on
    flow.batch(false)
    expect(written.length).toBe(1)
    expect(flow.congested).toBe(false)
    expect(drained).toBe(true)
  })

  it("holds the replay while the socket queues the batch, until its write drains", () => {
    const { socket, flow, conn, callbacks } = harness()
    flow.batch(true)
    overHighWater(conn)
    let drained = false
    flow.whenDrained(() => {
      drained = true
    })
    // the kernel took little of it: the socket queues the rest
    socket.bufferedAmount = highWater
    flow.batch(false)
    expect(flow.congested).toBe(true)
    expect(drained).toBe(false)
    // the write's callback with the queue still over the low-water mark: still held
    socket.bufferedAmount = lowWater + 1
    callbacks.shift()?.()
    expect(flow.congested).toBe(true)
    // the next batch leaves while the socket still queues over the low-water mark: still held
    flow.batch(true)
    conn.sendText(new Uint8Array(10))
    flow.batch(false)
    expect(flow.congested).toBe(true)
    // the reader read: under the low-water mark at that write's callback
    socket.bufferedAmount = lowWater
    callbacks.shift()?.()
    expect(flow.congested).toBe(false)
    expect(drained).toBe(true)
  })

  it("a reader past the bound is cut while the bound holds: its pending frames dropped, nothing more sent to it", async () => {
    const cut: Array<number> = []
    let bounded = true
    const { socket, conn } = harness(
      new Flow(
        2 * highWater,
        () => bounded,
        (_c, unsent) => cut.push(unsent)
      )
    )
    const frame = new Uint8Array(64 * 1024).fill(0x61)
    // the bound lifted (a replay at "max" waits instead): held, never cut
    bounded = false
    socket.bufferedAmount = 2 * highWater
    conn.sendText(frame)
    await nextTick()
    expect(conn.slow).toBe(false)
    expect(cut).toEqual([])
    // the bound holds: the next frame over it cuts the connection
    bounded = true
    conn.sendText(frame)
    expect(conn.slow).toBe(true)
    expect(conn.open).toBe(false)
    // what was pending is dropped: only what the socket already queued is left
    expect(conn.unsent).toBe(2 * highWater)
    conn.sendText(frame)
    expect(conn.unsent).toBe(2 * highWater)
    await nextTick()
    expect(cut).toHaveLength(1)
    expect(cut[0]).toBeGreaterThan(2 * highWater)
  })
})

import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import type { ConnectionEvent } from "../../src/Socket/ConnectionState.js"
import * as Hub from "../../src/Socket/Hub.js"
import * as Table from "../../src/Socket/internal/table.js"
import * as Protocol from "../../src/Socket/Protocol.js"
import type { Listener } from "../../src/Socket/Registry.js"

const text =
  '{"topic":"orderbook.50.BTCUSDT","type":"delta","ts":1,"data":{"s":"BTCUSDT","b":[["1.5","2"]],"a":[],"u":2,"seq":3},"cts":1}'

describe("the table's text readers", () => {
  it("hands a frame's text to its topic's read while that listener is the topic's only one", () => {
    const events = Hub.make<ConnectionEvent>()
    const table = new Table.Table({ protocol: Protocol.v5Protocols.linear, events, now: () => 0 })
    const seen: Array<string> = []
    const book: Listener = Object.assign((frame: Protocol.Frame) => seen.push(`book frame ${String(frame.topic)}`), {
      parse: (t: string) => JSON.parse(t) as Protocol.Frame,
      read: (t: string) => {
        seen.push(`book read ${t.length}`)
        return true
      }
    })
    const other: Listener = (frame) => seen.push(`other frame ${String(frame.topic)}`)
    table.add(["orderbook.50.BTCUSDT"], book)
    expect(table.read(text)).toBeUndefined()
    expect(seen.splice(0)).toEqual([`book read ${text.length}`])
    // a second listener needs the frame: nobody reads the text in place any more
    table.add(["orderbook.50.BTCUSDT"], other)
    table.read(text)
    expect(seen.splice(0)).toEqual(["book frame orderbook.50.BTCUSDT", "other frame orderbook.50.BTCUSDT"])
    // alone again
    table.remove(["orderbook.50.BTCUSDT"], other)
    table.read(text)
    expect(seen.splice(0)).toEqual([`book read ${text.length}`])
    // a read that declines leaves the text to parse and the listener
    const declining: Listener = Object.assign((frame: Protocol.Frame) => seen.push(`declined ${String(frame.topic)}`), {
      parse: (t: string) => JSON.parse(t) as Protocol.Frame,
      read: () => false
    })
    table.remove(["orderbook.50.BTCUSDT"], book)
    table.add(["orderbook.50.BTCUSDT"], declining)
    table.read(text)
    expect(seen.splice(0)).toEqual(["declined orderbook.50.BTCUSDT"])
  })
})

describe("the table's malformed frames", () => {
  it("tells each listener that asked of a frame it could not read, once, in order with the frames", () => {
    const events = Hub.make<ConnectionEvent>()
    const table = new Table.Table({ protocol: Protocol.v5Protocols.linear, events, now: () => 0 })
    const seen: Array<string> = []
    const recorder: Listener = Object.assign((frame: Protocol.Frame) => seen.push(`frame ${String(frame.topic)}`), {
      malformed: (t: string) => seen.push(`malformed ${t}`)
    })
    const plain: Listener = (frame) => seen.push(`plain ${String(frame.topic)}`)
    table.add(["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"], recorder)
    table.add(["orderbook.50.BTCUSDT"], plain)
    const cut = text.slice(0, 40)
    table.read(text)
    table.read(cut)
    table.read("<<not json>>")
    table.read(text)
    expect(seen).toEqual([
      "frame orderbook.50.BTCUSDT",
      "plain orderbook.50.BTCUSDT",
      `malformed ${cut}`,
      "malformed <<not json>>",
      "frame orderbook.50.BTCUSDT",
      "plain orderbook.50.BTCUSDT"
    ])
  })
})

describe("the table's binary frames", () => {
  it.effect("a frame the stream's decoder refuses is a MalformedFrame saying why, with its first bytes", () =>
    Effect.gen(function* () {
      const events = Hub.make<ConnectionEvent>()
      const seen: Array<ConnectionEvent> = []
      const watching = yield* Effect.forkChild(
        Stream.runForEach(events.stream, (e) => Effect.sync(() => seen.push(e))),
        {
          startImmediately: true
        }
      )
      const table = new Table.Table({ protocol: yield* Protocol.load("linearSbe"), events, now: () => 0 })
      // a header with schema 9 (not the market-data schema 1), then nothing
      expect(table.read(Uint8Array.of(0, 0, 0x21, 0x4e, 9, 0, 0, 0))).toBeUndefined()
      events.close()
      yield* Fiber.join(watching)
      expect(seen).toEqual([
        {
          _tag: "MalformedFrame",
          market: "linearSbe",
          sample: "binary frame (schema 9 is not the market-data schema 1): 0000214e09000000"
        }
      ])
    })
  )
})

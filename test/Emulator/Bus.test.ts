import { describe, expect, it } from "@effect/vitest"
import { Bus } from "../../src/Emulator/Bus.js"
import type { PublicEvent, RecordedBookMessage } from "../../src/Emulator/ExchangeTypes.js"

// A replay passes its recorded book messages through at every book line (`Bus.publishRecordedBook`): a listener with
// a recorded-book handler (the WebSocket server) gets the line's fields, with no event object made for it; the other
// listeners get the `orderbook` event with `recorded`, as `publish` sends it, one object for all; a listener that does
// not hear now gets nothing.

const recorded: RecordedBookMessage = {
  topic: "orderbook.50.BTCUSDT",
  message: new TextEncoder().encode('{"topic":"orderbook.50.BTCUSDT"}'),
  snapshot: false
}

describe("the bus's recorded book lines", () => {
  it("go to a recorded-book handler as fields, to the other listeners as one event, to no listener that does not hear", () => {
    const bus = new Bus()
    const events: Array<PublicEvent> = []
    const sunk: Array<unknown> = []
    const deaf: Array<PublicEvent> = []
    const withSink: Array<PublicEvent> = []
    bus.onPublic(
      (e) => withSink.push(e),
      undefined,
      (category, symbol, ts, reset, message) => sunk.push({ category, symbol, ts, reset, message })
    )
    bus.onPublic((e) => events.push(e))
    bus.onPublic((e) => events.push(e))
    bus.onPublic(
      (e) => deaf.push(e),
      () => false
    )

    bus.publishRecordedBook("linear", "BTCUSDT", 7, false, recorded)

    expect(sunk).toEqual([{ category: "linear", symbol: "BTCUSDT", ts: 7, reset: false, message: recorded }])
    expect(withSink).toEqual([])
    expect(deaf).toEqual([])
    expect(events).toEqual([
      { kind: "orderbook", category: "linear", symbol: "BTCUSDT", ts: 7, reset: false, recorded },
      { kind: "orderbook", category: "linear", symbol: "BTCUSDT", ts: 7, reset: false, recorded }
    ])
    // one event for every listener that takes events
    expect(events[0]).toBe(events[1])
    // any other event still goes to every listener that hears, the one with a handler too
    bus.publish({ kind: "orderbook", category: "linear", symbol: "BTCUSDT", ts: 8 })
    expect(withSink.length).toBe(1)
    expect(events.length).toBe(4)
    expect(deaf).toEqual([])
  })
})

import { describe, expect, it } from "@effect/vitest"
import { InvalidTopics, SubscribeFailed, UnsubscribeFailed } from "../../src/Errors/SocketError.js"
import * as Registry from "../../src/Socket/Registry.js"

// A stream that resubscribes its topic (the local book, a topic stream after an unusable delta) fails with what the
// resubscription failed with, an unsubscribe refusal told as a subscribe failure of the same topics.
describe("Registry.resubscribeFailure", () => {
  it("tells a refused unsubscribe as a subscribe failure of its topics, with the reason kept", () => {
    const failure = Registry.resubscribeFailure(
      new UnsubscribeFailed({ topics: ["orderbook.50.BTCUSDT"], reason: "no ack" })
    )
    expect(failure).toBeInstanceOf(SubscribeFailed)
    expect(failure).toMatchObject({ topics: ["orderbook.50.BTCUSDT"], reason: "resubscribe: no ack" })
  })

  it("keeps any other error as it is", () => {
    const refused = new SubscribeFailed({ topics: ["tickers.X"], reason: "invalid" })
    const invalid = new InvalidTopics({ market: "linear", topics: [], reason: "no topics" })
    expect(Registry.resubscribeFailure(refused)).toBe(refused)
    expect(Registry.resubscribeFailure(invalid)).toBe(invalid)
  })
})

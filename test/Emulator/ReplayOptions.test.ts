import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as Format from "../../src/Recording/Format.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsClient from "./WsClient.js"

// A recorded option `tickers` message (the stream's names: `bidPrice`, `bidIv`, `markPriceIv`, ...) replays onto the
// emulator's option tickers topic as recorded, and onto REST's option ticker under REST's names (`bid1Price`,
// `bid1Iv`, `markIv`, ...).

const T0 = 1_767_225_600_000
const SYMBOL = "BTC-25DEC26-70000-C"
const TOPIC = `tickers.${SYMBOL}`

/** An option ticker as the stream sends it (every field of the docs' option ticker message). */
const streamTicker = (bid: string, markIv: string) => ({
  symbol: SYMBOL,
  bidPrice: bid,
  bidSize: "1.2",
  bidIv: "0.5512",
  askPrice: "5105",
  askSize: "0.8",
  askIv: "0.5731",
  lastPrice: "5050",
  highPrice24h: "5200",
  lowPrice24h: "4900",
  markPrice: "5055",
  indexPrice: "88000.12",
  markPriceIv: markIv,
  underlyingPrice: "88110.5",
  openInterest: "12.34",
  turnover24h: "1234567.8",
  volume24h: "14.2",
  totalVolume: "345",
  totalTurnover: "29876543",
  delta: "0.41234567",
  gamma: "0.00002345",
  vega: "98.76543210",
  theta: "-45.67891234",
  predictedDeliveryPrice: "0",
  change24h: "0.0123"
})

const tickerLine = (r: number, data: ReturnType<typeof streamTicker>): Format.Line => ({
  r,
  c: "option",
  m: { topic: TOPIC, type: "snapshot", id: `${TOPIC}-${r}`, ts: r, data }
})

const first = streamTicker("5000", "0.5623")
const second = streamTicker("5010", "0.5701")

describe("replaying a recording's option tickers", () => {
  it.effect("the option tickers topic sends the recorded ticker, REST answers it under its own names", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(T0)
      const lines = [tickerLine(T0, first), tickerLine(T0 + 1_000, second)]
      const emulator = yield* Emulator.make({ seed: 3, market: Replay.from(lines, { speed: 1 }) })
      const client = yield* WsClient.connect(emulator.ws.option)
      yield* WsClient.await_(() => client.request({ op: "subscribe", args: [TOPIC] }, (m) => m.type === "COMMAND_RESP"))
      const tickers = () => client.frames.filter((f) => f.json?.topic === TOPIC).map((f) => f.json?.data)
      yield* waitFor(() => tickers().some((d) => (d as { bidPrice?: string }).bidPrice === "5000"), "the first ticker")
      expect(tickers().at(-1)).toEqual(first)

      const rest = yield* WsClient.await_(() =>
        fetch(`${emulator.rest}/v5/market/tickers?category=option&symbol=${SYMBOL}`).then(
          (r) => r.json() as Promise<{ result: { list: ReadonlyArray<Record<string, string>> } }>
        )
      )
      const ticker = rest.result.list[0]
      expect(ticker).toMatchObject({
        symbol: SYMBOL,
        bid1Price: "5000",
        bid1Size: "1.2",
        bid1Iv: "0.5512",
        ask1Price: "5105",
        ask1Size: "0.8",
        ask1Iv: "0.5731",
        lastPrice: "5050",
        markPrice: "5055",
        indexPrice: "88000.12",
        markIv: "0.5623",
        underlyingPrice: "88110.5",
        delta: "0.41234567",
        theta: "-45.67891234"
      })

      // the next recorded ticker goes out when the replay's clock reaches it
      yield* TestClock.adjust(1_000)
      yield* waitFor(() => tickers().some((d) => (d as { bidPrice?: string }).bidPrice === "5010"), "the next ticker")
      expect(tickers().at(-1)).toEqual(second)
    })
  )
})

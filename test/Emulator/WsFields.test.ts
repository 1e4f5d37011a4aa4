/**
 * Every field of the docs' table for each WebSocket topic the emulator pushes is in its pushes: the topic's message
 * schema (`Socket.Topics`) names the table's fields (docs/FIELDS.md: none missing), and the raw frames the emulator
 * sends for a subscription — public books, trades, tickers, candles and liquidations of every category; the private
 * order, execution, position, wallet, greeks and DCP streams after orders that fill — must carry each of them, but the
 * exemptions below, each with why.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as SchemaAST from "effect/SchemaAST"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as AnswerFields from "../support/AnswerFields.js"
import { attached, await_, type Client, connect, hmacAuth, type Message } from "./WsClient.js"

const option = Instruments.byCategory("option").find((i) => i.baseCoin === "BTC" && i.optionsType === "Call")
const OPTION = option?.symbol ?? ""

/** The topics subscribed on each socket, with the schema of their messages. */
interface Topic {
  readonly name: string
  readonly ast: SchemaAST.AST
}

const publicTopics: ReadonlyArray<readonly [string, ReadonlyArray<Topic>]> = [
  [
    "/v5/public/linear",
    [
      Topics.orderbook(50, "BTCUSDT"),
      Topics.orderbookFull("BTCUSDT"),
      Topics.publicTrade("BTCUSDT"),
      Topics.tickers("BTCUSDT"),
      Topics.kline("1", "BTCUSDT"),
      Topics.allLiquidation("BTCUSDT")
    ].map((t) => ({ name: t.name, ast: t.schema.ast }))
  ],
  [
    "/v5/public/inverse",
    [Topics.orderbook(50, "BTCUSD"), Topics.publicTrade("BTCUSD"), Topics.tickers("BTCUSD")].map((t) => ({
      name: t.name,
      ast: t.schema.ast
    }))
  ],
  [
    "/v5/public/spot",
    [
      Topics.orderbook(50, "BTCUSDT"),
      Topics.publicTrade("BTCUSDT"),
      Topics.tickers("BTCUSDT"),
      Topics.kline("1", "BTCUSDT")
    ].map((t) => ({ name: t.name, ast: t.schema.ast }))
  ],
  [
    "/v5/public/option",
    [Topics.orderbook(25, OPTION), Topics.publicTrade("BTC"), Topics.tickers(OPTION)].map((t) => ({
      name: t.name,
      ast: t.schema.ast
    }))
  ]
]

const privateTopics = [
  Topics.order(),
  Topics.execution(),
  Topics.executionFast(),
  Topics.position(),
  Topics.wallet,
  Topics.greeks,
  Topics.dcp("future")
].map((t) => ({ name: t.name, ast: t.schema.ast }))

/**
 * The tickers' tables, one per category (websocket/public/ticker: the Linear/Inverse, Option and Spot tabs), as the
 * docs list them: the topic's schema joins them, and a message is checked against its own category's.
 */
const tickerTables: Record<string, ReadonlyArray<string>> = {
  linear: [
    "topic type cs ts data",
    "symbol tickDirection price24hPcnt lastPrice prevPrice24h highPrice24h lowPrice24h prevPrice1h markPrice indexPrice",
    "openInterest openInterestValue singleOpenInterest singleOpenInterestValue turnover24h volume24h nextFundingTime",
    "fundingRate bid1Price bid1Size ask1Price ask1Size deliveryTime basisRate deliveryFeeRate predictedDeliveryPrice",
    "preOpenPrice preQty curPreListingPhase fundingIntervalHour fundingCap basisRateYear"
  ],
  option: [
    "topic type id ts data",
    "symbol bidPrice bidSize bidIv askPrice askSize askIv lastPrice highPrice24h lowPrice24h markPrice indexPrice",
    "markPriceIv underlyingPrice openInterest turnover24h volume24h totalVolume totalTurnover delta gamma vega theta",
    "predictedDeliveryPrice change24h"
  ],
  spot: [
    "topic ts type cs data",
    "symbol lastPrice highPrice24h lowPrice24h prevPrice24h volume24h turnover24h price24hPcnt usdIndexPrice"
  ]
}

/** The ticker fields of a category's table, as paths (`data.lastPrice`). */
const tickerFields = (category: string): ReadonlyArray<string> => {
  const [top = "", ...rows] = tickerTables[category === "inverse" ? "linear" : category] ?? []
  return [...top.split(" "), ...rows.flatMap((row) => row.split(" ").map((name) => `data.${name}`))]
}

/** Fields of the public trade table unique to some categories (websocket/public/trade). */
const tradeFieldsOnly: Record<string, ReadonlyArray<string>> = {
  id: ["option"],
  "data.mP": ["option"],
  "data.iP": ["option"],
  "data.mIv": ["option"],
  "data.iv": ["option"],
  "data.L": ["linear", "inverse"]
}

/** The fields a topic's table lists that its messages on a category's socket leave out. */
const missingOn = (category: string, topic: Topic, messages: ReadonlyArray<Message>): ReadonlyArray<string> => {
  if (topic.name.startsWith("tickers.")) {
    const carried = new Set<string>()
    for (const m of messages) AnswerFields.presentPaths(m, "", carried)
    return tickerFields(category).filter((f) => !carried.has(f) && !carried.has(`${f}[]`))
  }
  const missing = AnswerFields.missing(topic.ast, messages)
  if (!topic.name.startsWith("publicTrade.")) return missing
  return missing.filter((f) => tradeFieldsOnly[f]?.includes(category) ?? true)
}

/**
 * The fields a topic's schema names that the emulator's pushes leave out, each with why (checked against the docs of
 * 2026-11, bybit-exchange/docs). Everything else a topic's table names is pushed.
 */
const notPushed = new Map<string, string>([
  ["private execution.fast id", "the envelope schema's id, which execution.fast does not carry (its page)"],
  ...["basisRate", "deliveryFeeRate", "deliveryTime", "predictedDeliveryPrice"].flatMap((field) =>
    (["linear tickers.BTCUSDT", "inverse tickers.BTCUSD"] as const).map((topic): [string, string] => [
      `${topic} data.${field}`,
      "a dated future's field (the page's BTC-26DEC25 example); a perpetual's ticker has none"
    ])
  )
])

const subscribe = (c: Client, args: ReadonlyArray<string>) =>
  await_(() => c.request({ op: "subscribe", args }, (m) => m.op === "subscribe" || m.type === "COMMAND_RESP"))

const messagesOf = (c: Client, topic: string): ReadonlyArray<Message> =>
  c.frames.flatMap((f) => (f.json !== undefined && f.json.topic === topic ? [f.json] : []))

describe("the emulator's WebSocket pushes against the docs' topic tables", () => {
  it.live(
    "every field each public and private topic's table names is pushed",
    () =>
      Effect.gen(function* () {
        const a = yield* attached(17)
        const t0 = a.now()
        const demo = a.exchange.demo
        const caller = { uid: demo.uid, apiKey: demo.apiKey }
        for (const coin of ["USDT", "BTC", "USDC"]) a.exchange.setBalance(demo.uid, "UNIFIED", coin, "100000", t0)

        const sockets: Array<readonly [string, Client, ReadonlyArray<Topic>]> = []
        for (const [path, topics] of publicTopics) {
          const c = yield* connect(a.url(path))
          const ack = yield* subscribe(
            c,
            topics.map((t) => t.name)
          )
          expect(ack.success).toBe(true)
          sockets.push([path.slice(path.lastIndexOf("/") + 1), c, topics])
        }
        const p = yield* connect(a.url("/v5/private"))
        const auth = yield* await_(() =>
          p.request(
            { op: "auth", args: hmacAuth(demo.apiKey, demo.apiSecret, a.now() + 60_000) },
            (m) => m.op === "auth"
          )
        )
        expect(auth.success).toBe(true)
        expect(
          (yield* subscribe(
            p,
            privateTopics.map((t) => t.name)
          )).success
        ).toBe(true)
        sockets.push(["private", p, privateTopics])

        // orders that rest, fill, and open positions of every category (the greeks need an option position)
        const orders = [
          { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.010" },
          { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.010", price: "20000" },
          { category: "inverse", symbol: "BTCUSD", side: "Buy", orderType: "Market", qty: "100" },
          { category: "spot", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "100" },
          {
            category: "option",
            symbol: OPTION,
            side: "Buy",
            orderType: "Market",
            qty: "0.10",
            orderLinkId: "ws-fields-option"
          }
        ]
        for (const [k, order] of orders.entries()) {
          a.tickTo(t0 + (k + 1) * 1_000)
          const placed = a.exchange.createOrder(caller, order, a.now())
          expect(placed.ok, `${order.category} ${order.orderType}: ${JSON.stringify(placed)}`).toBe(true)
        }
        // a minute of market steps: book deltas, trades, candles and tickers of every socket
        // (the sockets are written between steps, as a running emulator's are)
        for (let k = 1; k <= 60; k++) {
          a.tickTo(t0 + 10_000 + k * 1_000)
          yield* await_(() => new Promise((resolve) => setTimeout(resolve, 5)))
        }

        const missing: Array<string> = []
        const silent: Array<string> = []
        for (const [category, c, topics] of sockets) {
          for (const topic of topics) {
            const pushed = yield* await_(() =>
              c
                .wait((m) => m.topic === topic.name, 3_000)
                .then(
                  () => true,
                  () => false
                )
            )
            const messages = messagesOf(c, topic.name)
            if (!pushed) {
              silent.push(topic.name)
              continue
            }
            for (const field of missingOn(category, topic, messages)) missing.push(`${category} ${topic.name} ${field}`)
          }
        }
        // every topic pushed, so each was checked — but DCP, which pushes only when a disconnect window lapses
        expect(silent).toEqual(["dcp.future"])
        expect(missing.sort()).toEqual([...notPushed.keys()].sort())
      }),
    120_000
  )
})

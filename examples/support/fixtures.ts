/** The official docs' response examples (test fixtures), served per path by the local example server. */
import { readFileSync } from "node:fs"
import type * as TestServer from "../../test/support/TestServer.js"

const load = (name: string): TestServer.Reply => ({
  body: JSON.parse(readFileSync(new URL(`../../test/fixtures/v5/${name}.json`, import.meta.url), "utf8"))
})

export const fixtureReplies: ReadonlyArray<readonly [string, TestServer.Reply]> = [
  ["/v5/market/time", load("server-time")],
  ["/v5/market/tickers", load("tickers.spot")],
  ["/v5/market/orderbook", load("orderbook")],
  ["/v5/market/kline", load("kline")],
  ["/v5/market/instruments-info", load("instruments-info.spot")]
]

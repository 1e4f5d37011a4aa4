/**
 * ccxt 4.5.84 under test (the same options as the emulator's ccxt tests): `urls.api` pointed at the emulator,
 * `enableRateLimit: false`; markets and the account mode are loaded from the emulator, then REST goes to the REST
 * target; every order carries a fresh `orderLinkId` (`clientOrderId` in the unified API). ccxt pro keeps its own book (`watchOrderBook`); the 100-book run clones the emulator's BTCUSDT market
 * into the bench symbols. ccxt pro has no resubscription of its own (a caller calls `watch*` again after a
 * drop), so it has no reconnect figure.
 *
 * @since 0.1.0
 */
import * as http from "node:http"
import { bybit, pro } from "ccxt"
import type { ClientConfig, Implementation, RestDriver } from "./common.js"
import { orderLinkIds, orderParams, pool, signedOrders } from "./common.js"

const PERP = "BTC/USDT:USDT"

const restUrls = (base: string) => ({ spot: base, futures: base, v2: base, public: base, private: base })

const wsUrls = (linear: string) => ({
  public: { spot: linear, linear, inverse: linear, option: linear },
  private: { spot: { unified: linear, nonUnified: linear }, contract: linear, usdc: linear, trade: linear }
})

const options = (config: ClientConfig) => ({
  apiKey: config.apiKey,
  secret: config.apiSecret,
  enableRateLimit: false,
  urls: { api: restUrls(config.emulatorRest) }
})

const rest: Implementation["rest"] = async (config) => {
  const ex = new bybit(options(config))
  const price = Number(orderParams(config.lastPrice).price)
  await ex.loadMarkets()
  // the first order reads the account mode; keep that on the emulator, then aim at the REST target
  await ex.createOrder(PERP, "limit", "buy", 0.001, price, { timeInForce: "IOC" })
  ex.urls.api = restUrls(config.rest)
  const tickers = () => ex.fetchTicker(PERP)
  // ccxt's unified name for the orderLinkId
  const next = orderLinkIds()
  const order = () => ex.createOrder(PERP, "limit", "buy", 0.001, price, { timeInForce: "IOC", clientOrderId: next() })
  const driver: RestDriver = {
    run: (kind, n, concurrency, latencies) => pool(n, concurrency, latencies, kind === "signed" ? order : tickers),
    close: async () => {}
  }
  return driver
}

/**
 * ccxt's implicit API: the V5 endpoints called directly (`publicGetV5MarketTickers`, `privatePostV5OrderCreate`),
 * its fastest REST path. REST only.
 *
 * @since 0.2.0
 */
const implicitRest: Implementation["rest"] = async (config) => {
  const ex = new bybit(options(config))
  await ex.loadMarkets()
  ex.urls.api = restUrls(config.rest)
  const next = signedOrders(config.lastPrice)
  const tickers = () => ex.publicGetV5MarketTickers({ category: "linear", symbol: "BTCUSDT" })
  const order = () => ex.privatePostV5OrderCreate(next())
  return {
    run: (kind, n, concurrency, latencies) => pool(n, concurrency, latencies, kind === "signed" ? order : tickers),
    close: async () => {}
  }
}

const proClient = async (config: ClientConfig) => {
  const ex = new pro.bybit({
    ...options(config),
    urls: { api: { ...restUrls(config.emulatorRest), ws: wsUrls(`${config.wsBase}/v5/public/linear`) } },
    // ccxt opens ws:// URLs only through an http agent it is given
    httpAgent: new http.Agent()
  })
  await ex.loadMarkets()
  return ex
}

const book: Implementation["book"] = async (config, variant, probe) => {
  const ex = await proClient(config)
  const baseTs = config.streams[variant.depth === 50 ? "50" : "1000"].baseTs
  let views = 0
  let touched = 0
  let running = true
  const loop = async () => {
    while (running && !probe.done) {
      const ob = await ex.watchOrderBook(PERP, variant.depth)
      if (variant.view) {
        views++
        touched += ob.bids.slice(0, 50).length + ob.asks.slice(0, 50).length
      }
      probe.seen((ob.timestamp ?? 0) - baseTs)
    }
  }
  const looping = loop()
  return {
    views: () => (touched >= 0 ? views : 0),
    close: async () => {
      running = false
      await ex.close()
      await looping.catch(() => undefined)
    }
  }
}

const manyBooks: Implementation["manyBooks"] = async (config) => {
  const ex = await proClient(config)
  const markets = ex.markets ?? {}
  const template = markets[PERP]
  if (template === undefined) throw new Error(`ccxt loaded no ${PERP} market`)
  const symbols = config.books.map((id) => `${id.replace(/USDT$/, "")}/USDT:USDT`)
  const clones = config.books.map((id, i) => ({
    ...template,
    id,
    symbol: symbols[i] as string,
    base: id.replace(/USDT$/, ""),
    baseId: id.replace(/USDT$/, "")
  }))
  ex.setMarkets([...Object.values(markets), ...clones])
  const baseTs = config.streams["50"].baseTs
  let running = true
  const watch = async (symbol: string, id: string) => {
    const last = config.bookLastU[id] ?? 0
    while (running) {
      const ob = await ex.watchOrderBook(symbol, 200)
      if ((ob.timestamp ?? 0) - baseTs >= last) return
    }
  }
  await Promise.all(symbols.map((symbol, i) => watch(symbol, config.books[i] as string)))
  return {
    close: async () => {
      running = false
      await ex.close()
    }
  }
}

/**
 * The ccxt implementation.
 *
 * @since 0.1.0
 * @category implementations
 */
export const implementation: Implementation = {
  rest,
  book,
  manyBooks,
  reconnect: async () => {
    throw new Error("ccxt pro does not resubscribe on its own")
  }
}

/**
 * ccxt's implicit API, REST only (the socket suites run the unified client).
 *
 * @since 0.2.0
 */
export const implicit: Implementation = {
  ...implementation,
  rest: implicitRest
}

/**
 * bybit-api 4.7.7 under test, unchanged but for its URL options (`baseUrl`, `wsUrl`): RestClientV5 for REST,
 * WebsocketClient for streams; every order carries a fresh `orderLinkId`. It keeps no order book, so its `update` events are applied to the same Map book as
 * the raw baseline (a sorted price index when a top-50 view is read).
 *
 * @since 0.1.0
 */
import { type DefaultLogger, RestClientV5, WebsocketClient } from "bybit-api"
import {
  type BookRun,
  dropSockets,
  type Implementation,
  pool,
  type RestDriver,
  reconnectTopics,
  signedOrders,
  sleep
} from "./common.js"
import { type BookFrame, MapBook, SortedBook } from "./mapbook.js"

const silent: typeof DefaultLogger = { trace: () => {}, info: () => {}, error: () => {} }

const checked = (response: { retCode: number; retMsg: string }) => {
  if (response.retCode !== 0) throw new Error(`retCode ${response.retCode}: ${response.retMsg}`)
}

const rest: Implementation["rest"] = async (config) => {
  const client = new RestClientV5({ key: config.apiKey, secret: config.apiSecret, baseUrl: config.rest })
  const next = signedOrders(config.lastPrice)
  const tickers = async () => checked(await client.getTickers({ category: "linear", symbol: "BTCUSDT" }))
  const order = async () => checked(await client.submitOrder(next()))
  const driver: RestDriver = {
    run: (kind, n, concurrency, latencies) => pool(n, concurrency, latencies, kind === "signed" ? order : tickers),
    close: async () => {}
  }
  return driver
}

const socket = (wsUrl: string) => new WebsocketClient({ wsUrl }, silent)

const book: Implementation["book"] = async (config, variant, probe) => {
  const client = socket(`${config.wsBase}/v5/public/linear`)
  const topic = `orderbook.${variant.depth}.BTCUSDT`
  let views = 0
  let touched = 0
  if (variant.view) {
    const local = new SortedBook()
    client.on("update", (event: BookFrame & { topic?: string }) => {
      if (event.topic !== topic) return
      local.apply(event)
      const top = local.top(50)
      views++
      touched += top.bids.length + top.asks.length
      probe.seen(local.u)
    })
  } else {
    const local = new MapBook()
    client.on("update", (event: BookFrame & { topic?: string }) => {
      if (event.topic !== topic) return
      local.apply(event)
      probe.seen(local.u)
    })
  }
  client.subscribeV5(topic, "linear")
  const run: BookRun = {
    views: () => (touched >= 0 ? views : 0),
    close: async () => client.closeAll(true)
  }
  return run
}

const manyBooks: Implementation["manyBooks"] = async (config) => {
  const client = socket(`${config.wsBase}/v5/public/linear`)
  const books = new Map<string, MapBook>()
  for (const symbol of config.books) books.set(`orderbook.200.${symbol}`, new MapBook())
  let pending = config.books.length
  let resolve: () => void = () => {}
  const finished = new Promise<void>((r) => {
    resolve = r
  })
  client.on("update", (event: BookFrame & { topic?: string; data: { s?: string } }) => {
    const local = event.topic === undefined ? undefined : books.get(event.topic)
    if (local === undefined) return
    local.apply(event)
    if (local.u === config.bookLastU[event.data.s ?? ""] && --pending === 0) resolve()
  })
  client.subscribeV5([...books.keys()], "linear")
  await finished
  return { close: async () => client.closeAll(true) }
}

const reconnect: Implementation["reconnect"] = async (config, drops) => {
  const client = socket(config.emulatorWs)
  let acked: (() => void) | undefined
  client.on("response", (event: { op?: string; success?: boolean }) => {
    if (event.op === "subscribe" && event.success === true) acked?.()
  })
  const subscribed = () =>
    new Promise<void>((resolve) => {
      acked = resolve
    })
  const first = subscribed()
  client.subscribeV5([...reconnectTopics], "linear")
  await first
  const samples: Array<number> = []
  for (let i = 0; i < drops; i++) {
    const again = subscribed()
    const t0 = performance.now()
    await dropSockets(config.emulatorRest, config.emulatorAdminToken)
    await again
    samples.push(performance.now() - t0)
    await sleep(50)
  }
  client.closeAll(true)
  return samples
}

/**
 * The bybit-api implementation.
 *
 * @since 0.1.0
 * @category implementations
 */
export const implementation: Implementation = { rest, book, manyBooks, reconnect }

/**
 * The topics the emulator's WebSocket servers accept: public topics per category (order book depths, klines, trades,
 * tickers, liquidations, ...) and the private stream's families (`order`, `execution`, `position`, `wallet`, `dcp`,
 * ...), parsed from the names clients subscribe to.
 *
 * Plain synchronous TypeScript.
 *
 * @since 0.2.0
 */
import type { Category } from "../market/Instruments.js"
import { type KlineInterval, klineIntervals } from "../market/MarketTypes.js"

/**
 * The orderbook depths each public stream serves (futures level 500 was removed in 2025).
 *
 * @since 0.1.0
 * @category topics
 */
export const bookDepths: Readonly<Record<Category, ReadonlyArray<number>>> = {
  spot: [1, 50, 200, 1000],
  linear: [1, 50, 200, 1000],
  inverse: [1, 50, 200, 1000],
  option: [25, 100]
}

/**
 * The depth of the feed behind `orderbook.full.{symbol}` (the REST full snapshot's maximum per side).
 *
 * @since 0.1.0
 * @category topics
 */
export const fullDepth = 10_000

// the intervals a kline topic accepts: those of the REST kline endpoints
const klineIntervalSet: ReadonlySet<string> = new Set(klineIntervals)

/**
 * A parsed public topic. `symbol` is the instrument's symbol, except for option `publicTrade` where it is the
 * base coin (`publicTrade.BTC`).
 *
 * @since 0.1.0
 * @category topics
 */
export type PublicTopic =
  | { readonly kind: "orderbook"; readonly depth: number; readonly symbol: string }
  | { readonly kind: "orderbook.full"; readonly symbol: string }
  | { readonly kind: "publicTrade"; readonly symbol: string }
  | { readonly kind: "tickers"; readonly symbol: string }
  | { readonly kind: "kline"; readonly interval: KlineInterval; readonly symbol: string }
  | { readonly kind: "allLiquidation"; readonly symbol: string }

const isInterval = (s: string): s is KlineInterval => klineIntervalSet.has(s)

/**
 * Parses a public topic of a category, checking the depth / interval the category serves and that the symbol
 * (or, for option trades, the base coin) exists; `undefined` when the exchange has no handler for it.
 *
 * @since 0.1.0
 * @category topics
 */
export const parsePublicTopic = (
  category: Category,
  topic: string,
  symbolExists: (symbol: string) => boolean,
  optionBaseExists: (coin: string) => boolean
): PublicTopic | undefined => {
  const dot = topic.indexOf(".")
  if (dot < 0) return undefined
  const head = topic.slice(0, dot)
  const rest = topic.slice(dot + 1)
  const second = rest.indexOf(".")
  switch (head) {
    case "orderbook": {
      if (second < 0) return undefined
      const level = rest.slice(0, second)
      const symbol = rest.slice(second + 1)
      if (!symbolExists(symbol)) return undefined
      if (level === "full") return category === "option" ? undefined : { kind: "orderbook.full", symbol }
      if (!/^\d+$/.test(level)) return undefined
      const depth = Number(level)
      return bookDepths[category].includes(depth) ? { kind: "orderbook", depth, symbol } : undefined
    }
    case "publicTrade":
      if (category === "option") return optionBaseExists(rest) ? { kind: "publicTrade", symbol: rest } : undefined
      return symbolExists(rest) ? { kind: "publicTrade", symbol: rest } : undefined
    case "tickers":
      return symbolExists(rest) ? { kind: "tickers", symbol: rest } : undefined
    case "kline": {
      if (category === "option" || second < 0) return undefined
      const interval = rest.slice(0, second)
      const symbol = rest.slice(second + 1)
      return isInterval(interval) && symbolExists(symbol) ? { kind: "kline", interval, symbol } : undefined
    }
    case "allLiquidation":
      return (category === "linear" || category === "inverse") && symbolExists(rest)
        ? { kind: "allLiquidation", symbol: rest }
        : undefined
    default:
      return undefined
  }
}

// private topics

/**
 * A parsed private topic: its family (`order`, `execution`, `execution.fast`, `position`, `wallet`, `greeks`,
 * `dcp`) and the category it is limited to (`undefined` for the all-in-one topic). `dcp` topics carry the
 * product instead.
 *
 * @since 0.1.0
 * @category topics
 */
export interface PrivateTopic {
  readonly family: "order" | "execution" | "execution.fast" | "position" | "wallet" | "greeks" | "dcp" | "strategy"
  readonly category: Category | undefined
  readonly dcp: "DERIVATIVES" | "SPOT" | "OPTIONS" | undefined
}

const PRIVATE: Readonly<Record<string, PrivateTopic>> = (() => {
  const out: Record<string, PrivateTopic> = {}
  const add = (topic: string, family: PrivateTopic["family"], category?: Category, dcp?: PrivateTopic["dcp"]) => {
    out[topic] = { family, category, dcp }
  }
  for (const family of ["order", "execution", "execution.fast", "position"] as const) add(family, family)
  for (const c of ["spot", "linear", "inverse", "option"] as const) {
    add(`order.${c}`, "order", c)
    add(`execution.${c}`, "execution", c)
  }
  // The fast execution stream does not serve options; positions have no spot category.
  for (const c of ["spot", "linear", "inverse"] as const) add(`execution.fast.${c}`, "execution.fast", c)
  for (const c of ["linear", "inverse", "option"] as const) add(`position.${c}`, "position", c)
  add("wallet", "wallet")
  add("greeks", "greeks")
  add("strategy", "strategy")
  add("dcp.future", "dcp", undefined, "DERIVATIVES")
  add("dcp.spot", "dcp", undefined, "SPOT")
  add("dcp.option", "dcp", undefined, "OPTIONS")
  return out
})()

/**
 * Parses a private topic; `undefined` when the private stream has no such topic.
 *
 * @since 0.1.0
 * @category topics
 */
export const parsePrivateTopic = (topic: string): PrivateTopic | undefined =>
  Object.hasOwn(PRIVATE, topic) ? PRIVATE[topic] : undefined

/**
 * The private topic name of a DCP product.
 *
 * @since 0.1.0
 * @category topics
 */
export const dcpTopic = (product: "DERIVATIVES" | "SPOT" | "OPTIONS"): string =>
  product === "DERIVATIVES" ? "dcp.future" : product === "SPOT" ? "dcp.spot" : "dcp.option"

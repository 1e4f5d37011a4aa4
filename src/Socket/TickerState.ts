/**
 * Full ticker state from `tickers.{symbol}` messages. Linear and inverse tickers push a snapshot, then deltas that
 * carry only the fields that changed (an absent field is unchanged); spot and option push snapshots only. Merging
 * here gives the user the whole ticker after every message.
 *
 * @since 0.1.0
 */
import type * as WsPublic from "../Schema/WsPublic.js"

/**
 * The ticker after a message: a snapshot replaces the state; a delta overrides only the fields it carries. A delta
 * before any snapshot yields `undefined` (a partial ticker would pass for a whole one): the exchange always sends a
 * snapshot first after a (re)subscription.
 *
 * @since 0.1.0
 * @category combinators
 */
export const apply = (
  current: WsPublic.Ticker | undefined,
  message: WsPublic.TickerMessage
): WsPublic.Ticker | undefined => {
  if (message.type === "snapshot") return message.data
  if (current === undefined) return undefined
  return { ...current, ...message.data }
}

/**
 * A mutable holder of one symbol's ticker, for synchronous use in a frame handler.
 *
 * @since 0.1.0
 * @category models
 */
export interface TickerState {
  /** The merged ticker, once a snapshot arrived. */
  readonly current: WsPublic.Ticker | undefined
  /** Applies a message and returns the merged ticker (see {@link apply}). */
  readonly update: (message: WsPublic.TickerMessage) => WsPublic.Ticker | undefined
}

/**
 * An empty ticker state.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (): TickerState => {
  let current: WsPublic.Ticker | undefined
  return {
    get current() {
      return current
    },
    update: (message) => {
      current = apply(current, message)
      return current
    }
  }
}

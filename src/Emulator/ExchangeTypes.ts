/**
 * The exchange's shared types: the API key and credentials the auth layer and the CLI read, the admin balance
 * view, the public and private events the WebSocket servers push, and the exchange's options. One module below
 * the exchange and its desks, so no desk imports its types back from the class that composes it.
 *
 * @since 0.1.0
 */
import type { Description } from "./AccountsDescription.js"
import type { Permissions } from "./books/Accounts.js"
import type { Faults } from "./Faults.js"
import type { Category } from "./market/Instruments.js"
import type { KlineBar, KlineInterval, Ticker } from "./market/MarketData.js"
import type * as MarketTypes from "./market/MarketTypes.js"
import type { RateLimits } from "./RateLimits.js"

/**
 * An API key as the auth layer needs it: its secret (HMAC) or public key (RSA), owner, permissions, read-only
 * flag and IP whitelist (empty = any address).
 *
 * @since 0.1.0
 * @category models
 */
export interface ApiKeyInfo {
  readonly id: string
  readonly apiKey: string
  readonly kind: "hmac" | "rsa"
  /** The HMAC secret ("" for an RSA key). */
  readonly secret: string
  /** The RSA public key in PEM ("" for an HMAC key). */
  readonly publicKeyPem: string
  readonly uid: string
  readonly note: string
  readonly readOnly: 0 | 1
  readonly ips: ReadonlyArray<string>
  readonly permissions: Permissions
  /** Creation time, ms. */
  readonly createdAt: number
  /** Whether the key acts as a master key when the admin API said so; absent: its owner's status decides. */
  readonly isMaster?: boolean | undefined
}

/**
 * The seeded credentials of the master account, for the CLI banner and tests.
 *
 * @since 0.1.0
 * @category models
 */
export interface DemoCredentials {
  readonly uid: string
  readonly apiKey: string
  readonly apiSecret: string
  readonly rsa: { readonly apiKey: string; readonly privateKeyPem: string; readonly publicKeyPem: string }
}

/**
 * A coin balance of one account type, as the admin handle reads it (decimal strings).
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinBalance {
  readonly coin: string
  readonly walletBalance: string
  /** Held by open spot orders. */
  readonly locked: string
}

// ------------------------------------------------------------------------------------------ events

/**
 * A private topic the exchange pushes.
 *
 * @since 0.1.0
 * @category events
 */
export type PrivateTopic =
  | "order"
  | "execution"
  | "execution.fast"
  | "position"
  | "wallet"
  | "greeks"
  | "dcp"
  | "strategy"

/**
 * A private push for one account: `data` items are in the exchange's documented private-stream shapes for `topic`; `category`
 * is set for order / execution / execution.fast / position pushes (all items share it) so the WS layer can serve
 * `order.linear` etc. by filtering; `dcp` pushes carry `product` instead. `id` is the message id (absent for
 * `execution.fast`, as on the real stream).
 *
 * @since 0.1.0
 * @category events
 */
export interface PrivateEvent {
  readonly uid: string
  readonly topic: PrivateTopic
  readonly category?: Category
  readonly product?: DcpProduct
  readonly id?: string
  readonly creationTime: number
  readonly data: ReadonlyArray<object>
}

/**
 * A public trade as the `publicTrade.{symbol}` topic sends it (defined with the market's types, where a replay's
 * recorded trades extend it).
 *
 * @since 0.1.0
 * @category events
 */
export type WsPublicTrade = MarketTypes.WsPublicTrade

/**
 * A liquidation as the `allLiquidation.{symbol}` topic sends it.
 *
 * @since 0.1.0
 * @category events
 */
export interface WsLiquidation {
  readonly T: number
  readonly s: string
  readonly S: "Buy" | "Sell"
  readonly v: string
  readonly p: string
}

/**
 * A recorded book message a replay passes on: its topic, its bytes as the exchange sent them, and whether it is a
 * snapshot.
 *
 * @since 1.1.0
 * @category events
 */
export interface RecordedBookMessage {
  readonly topic: string
  readonly message: Uint8Array
  readonly snapshot: boolean
}

/**
 * A listener's own handler of a replayed book line passed through as recorded (the `orderbook` event with
 * `recorded`, `Bus.publishRecordedBook`): called with the event's fields instead of an event object, which a replay would
 * otherwise make at every book line.
 *
 * @since 1.1.0
 * @category models
 */
export type RecordedBookSink = (
  category: Category,
  symbol: string,
  ts: number,
  reset: boolean,
  recorded: RecordedBookMessage
) => void

/**
 * A public change of one instrument, emitted by `tick` and by fills:
 * - `publicTrade`: trades printed (user fills, the market trading through resting orders, the market's own);
 * - `orderbook`: the book changed — read `feed(category, symbol, depth).delta()` for each subscribed depth;
 * - `ticker`: the ticker at `ts` (only for instruments `watch`ed with kind `ticker`);
 * - `kline`: a bar of a `watch`ed interval (a closed bar has `confirm: true` and comes before the next one);
 * - `allLiquidation`: seeded liquidations (linear / inverse).
 *
 * @since 0.1.0
 * @category events
 */
export type PublicEvent =
  | {
      readonly kind: "publicTrade"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: ReadonlyArray<WsPublicTrade>
      /**
       * A replayed trade line's message as the exchange sent it (its trades are `data`, the topic the symbol's), for
       * the topic's subscribers to be sent as it is.
       */
      readonly recorded?: Uint8Array | undefined
    }
  | {
      readonly kind: "orderbook"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      /** The market rebuilt the book (a replay after a gap): subscribers get a fresh snapshot, not a delta. */
      readonly reset?: boolean | undefined
      /**
       * A replayed line moved a book no order is open on: the book is the recorded one, and the subscribers of the
       * recorded topic may be sent the recorded message as it is (a snapshot first when they were not on it). An
       * event without it means the book is the engine's: subscribers on the recorded messages go back to the feed.
       */
      readonly recorded?: RecordedBookMessage | undefined
    }
  | {
      readonly kind: "ticker"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: Ticker
    }
  | {
      readonly kind: "kline"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: KlineBar
    }
  | {
      readonly kind: "allLiquidation"
      readonly category: Category
      readonly symbol: string
      readonly ts: number
      readonly data: ReadonlyArray<WsLiquidation>
    }

/**
 * What a `watch` asks the exchange to compute on every tick for one instrument.
 *
 * @since 0.1.0
 * @category events
 */
export type Watch =
  | { readonly kind: "ticker"; readonly category: Category; readonly symbol: string }
  | { readonly kind: "kline"; readonly category: Category; readonly symbol: string; readonly interval: KlineInterval }

/**
 * A Disconnect-Cancel-Protection product (`/v5/order/disconnected-cancel-all` `product`).
 *
 * @since 0.1.0
 * @category models
 */
export type DcpProduct = "OPTIONS" | "DERIVATIVES" | "SPOT"

// ------------------------------------------------------------------------------------------ options

/**
 * Options of the exchange.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeOptions {
  /** Seeds accounts, keys, ids and the market walk. */
  readonly seed: number
  /**
   * The RSA key pair of the seeded RSA API key; generated (2048 bits) when absent — the one non-deterministic
   * thing, and it never reaches a response byte.
   */
  readonly rsa?: { readonly publicKeyPem: string; readonly privateKeyPem: string }
  /** Resting levels per side of the simulated market (default 200). */
  readonly bookLevels?: number
  /** The fault state the servers read (the rate-limit and system-status desks read it too); a fresh one if absent. */
  readonly faults?: Faults
  /** The rate-limit counters the REST server enforces (the rate-limit API sets them); fresh ones if absent. */
  readonly rateLimits?: RateLimits
  /** The accounts it opens with (`AccountsDescription`; its `defaultDescription`, the seed's, if absent). */
  readonly accounts?: Description
  /**
   * The market follows a recording (`Exchange.replay` applies its lines) instead of the seeded walk, with the bot's
   * orders reaching the book `latencyMs` after acceptance (default 0).
   */
  readonly replay?: { readonly latencyMs?: number | undefined } | undefined
}

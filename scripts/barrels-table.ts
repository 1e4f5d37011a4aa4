/**
 * The table scripts/barrels.ts writes the barrels of `src/` from (`npm run codegen`). Each entry is one barrel: its
 * file and header, the folders whose every module it re-exports (but the `exceptions`), the modules it names by hand,
 * and the re-exports whose JSDoc says more than the module's own `@since` (a `since` of the barrel's own when it took
 * the module in later than the module was written, a line of text). Paths are relative to `src/`, without `.ts`.
 *
 * Only barrels that are pure lists of `export * as` belong here: an entry point that defines or renames anything
 * (`node.ts`, `promise.ts`, `Cluster/index.ts`, `Emulator/desks/index.ts`) stays hand-written.
 *
 * @since 1.2.0
 */

/**
 * One barrel and what it re-exports.
 *
 * @since 1.2.0
 * @category models
 */
export interface Barrel {
  /** The barrel's path, relative to `src/`. */
  readonly file: string
  /** Its header JSDoc, one string a line (`""` for a blank line), with its `@since`. */
  readonly header: ReadonlyArray<string>
  /** Folders whose every module is re-exported under its file's name (`index.ts` and subfolders are not). */
  readonly folders?: ReadonlyArray<string>
  /** Modules of those folders the barrel leaves out. */
  readonly exceptions?: ReadonlyArray<string>
  /** Modules re-exported by hand, by the name they have in the barrel. */
  readonly modules?: Readonly<Record<string, string>>
  /** Re-exports whose JSDoc is not just the module's `@since`, by name. */
  readonly docs?: Readonly<Record<string, { readonly since?: string; readonly text?: string }>>
}

/**
 * Every generated barrel.
 *
 * @since 1.2.0
 * @category data
 */
export const barrels: ReadonlyArray<Barrel> = [
  // the root entry point (`effect-bybit`): what a user calls; every V5 family is picked up from its folder
  {
    file: "index.ts",
    header: [
      "effect-bybit: the Effect-native client for the Bybit exchange. This entry point runs in a browser (no `node:`",
      "module, no `ws`); Node layers live behind `effect-bybit/node`.",
      "",
      "The root exports what a user calls — the composition (`Bybit`), environments, credentials and the rate budget,",
      "the endpoint families, the errors, the sockets and the streams built on them. The plumbing under them (signing,",
      "transports, validation, the connection's session and registry) is internal.",
      "",
      "The pre-V5 API families (`Legacy`, `LegacyEndpoints`, `LegacyWs`) are not here: they have their own entry point,",
      "`effect-bybit/legacy`, so that a program which never calls them does not load them. They run on the same services",
      "(`BybitHttp`, the socket layer), and the Promise client calls their definitions with `client.call`.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Http/v5"],
    exceptions: ["Http/v5/all"],
    modules: {
      Algo: "Algo/index",
      Bybit: "Bybit",
      ConfigError: "Errors/ConfigError",
      ExchangeError: "Errors/ExchangeError",
      SocketError: "Errors/SocketError",
      TransportError: "Errors/TransportError",
      UnexpectedExchangeError: "Errors/UnexpectedExchangeError",
      BybitHttp: "Http/BybitHttp",
      Endpoint: "Http/Endpoint",
      InstrumentRules: "Http/InstrumentRules",
      KeyCheck: "Http/KeyCheck",
      KlineStream: "Http/KlineStream",
      Paginate: "Http/Paginate",
      RateLimit: "Http/RateLimit",
      AllEndpoints: "Http/v5/all",
      ClockOffset: "Layers/ClockOffset",
      Credentials: "Layers/Credentials",
      Environment: "Layers/Environment",
      RateBudget: "Layers/RateBudget",
      RateBudgetStore: "Layers/RateBudgetStore",
      RequestDefaults: "Layers/RequestDefaults",
      Observability: "Observability/index",
      Platform: "Platform",
      BybitSchema: "Schema/index",
      Signer: "Signing/Signer",
      AccountState: "Socket/AccountState",
      BookView: "Socket/BookView",
      BybitSocket: "Socket/BybitSocket",
      Candles: "Socket/Candles",
      ConnectionState: "Socket/ConnectionState",
      LocalBook: "Socket/LocalBook",
      OrderBook: "Socket/OrderBook",
      ProductTopics: "Socket/ProductTopics",
      Sbe: "Socket/Sbe",
      SbeTopics: "Socket/SbeTopics",
      TickerState: "Socket/TickerState",
      Topics: "Socket/Topics",
      TradeApi: "Socket/TradeApi",
      TradeTape: "Socket/TradeTape",
      WsMarket: "Socket/WsMarket",
      WebPlatform: "WebPlatform"
    },
    docs: {
      Algo: {
        since: "1.2.0",
        text: "Execution algorithms over the client: iceberg, chase limit and scaled orders, resumable and cancellable."
      },
      BybitSchema: {
        since: "0.2.0",
        text: "The request and response schemas (was `Schema`, which shadowed `effect/Schema`)."
      },
      ProductTopics: {
        text: "Typed topics of the spread, RFQ and Advanced Earn streams, and the spread/RFQ private topics."
      },
      Sbe: {
        since: "0.2.0",
        text: "The binary (SBE) market-data messages of the market-maker streams: decoding and encoding."
      },
      SbeTopics: { since: "0.2.0", text: "Typed topics of the binary (SBE) market-data streams." }
    }
  },
  // left out: the executor, the pipeline and the reply stages are plumbing; the Node transport is `effect-bybit/node`'s
  {
    file: "Http/index.ts",
    header: [
      "The REST core: endpoint definitions, the executor and rate-limit headers. The pre-V5 families live under",
      "`Legacy` (`Legacy.SpotV1.getServerTime()`, `Legacy.InverseV2.setUserLeverage(...)`), their registry under",
      "`LegacyEndpoints`; they run on the same `BybitHttp` with legacy signing and envelopes where they used them.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Http"],
    exceptions: ["Http/Executor", "Http/NodeTransport", "Http/Pipeline"],
    modules: {
      LegacyEndpoints: "Http/legacy/all",
      Legacy: "Http/legacy/index",
      AllEndpoints: "Http/v5/all"
    }
  },
  // left out: `all.ts` (the registry of every family, `AllEndpoints`) imports this barrel
  {
    file: "Http/v5/index.ts",
    header: ["V5 endpoint definitions and their callables.", "", "@since 0.1.0"],
    folders: ["Http/v5"],
    exceptions: ["Http/v5/all"]
  },
  // left out: `Alias.ts` (plumbing of the generated families) and `all.ts` (the registry, `LegacyEndpoints`), which imports this barrel
  {
    file: "Http/legacy/index.ts",
    header: [
      "Pre-V5 endpoint definitions and their callables, one module per family. Each definition states its signing",
      "style (legacy parameters or V3 headers), its envelope and its idempotency, so `BybitHttp` serves them all.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Http/legacy"],
    exceptions: ["Http/legacy/Alias", "Http/legacy/all"]
  },
  // left out: the session's plumbing (hub, listener, coalescing, the account's sync and ledger, the order-entry session)
  {
    file: "Socket/index.ts",
    header: [
      "The WebSocket client: connections, subscriptions and markets. The pre-V5 markets (spot v1 with its merged",
      "depth, spot v3, USDC, unified, contract) are under `LegacyWs` (`LegacyWs.LegacySocket.make({ market })`,",
      "`LegacyWs.SpotV1Depth.mergedBook(...)`): one client per market.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Socket"],
    exceptions: [
      "Socket/AccountLedger",
      "Socket/AccountSync",
      "Socket/BookEngine",
      "Socket/Coalesce",
      "Socket/Hub",
      "Socket/LazyWebSocket",
      "Socket/Listener",
      "Socket/SessionConfig",
      "Socket/Topic",
      "Socket/TradeRequest",
      "Socket/TradeSession"
    ],
    modules: {
      LegacyWs: "Socket/legacy/index"
    },
    docs: {
      Sbe: { since: "0.2.0" },
      SbeTopics: { since: "0.2.0" }
    }
  },
  // src/Socket/legacy/index.ts
  {
    file: "Socket/legacy/index.ts",
    header: [
      "The legacy (pre-V5) WebSocket markets: market definitions, their frame protocols, the market-bound client and",
      "the spot v1 merged book.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Socket/legacy"]
  },
  // left out: `SignerNode` (`node:crypto`), exported by `effect-bybit/node`
  {
    file: "Signing/index.ts",
    header: [
      "Signing, browser-safe: the `Signer` service and its WebCrypto layer, V5 parameters and headers, legacy",
      "signed parameters and WebSocket auth. The `node:crypto` layer (`SignerNode`) is exported by `effect-bybit/node`.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Signing"],
    exceptions: ["Signing/SignerNode"]
  },
  // left out: the classes and rows the catalogue is built from
  {
    file: "Errors/index.ts",
    header: [
      "The error modules: the exchange error catalogue, the transport errors and the configuration errors.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Errors"],
    exceptions: [
      "Errors/CatalogueClass",
      "Errors/ClassifyRule",
      "Errors/ExchangeErrorClass",
      "Errors/ExchangeErrorUnion",
      "Errors/catalogueRows"
    ],
    docs: {
      Catalogue: { text: "The code-to-error table per channel (`rest`, `trade`, `legacy`), `lookup` and `fromCode`." },
      Classify: {
        text: "From a `retCode` to the error a caller receives: documented and common codes by their tags, other catalogued codes as `UnexpectedExchangeError`, unknown codes as `ApiError`."
      },
      ConfigError: { text: "Configuration errors: credentials, parameters, regions, private keys." },
      ExchangeError: {
        text: "Exchange errors: one tagged class per documented code, the `ExchangeError` union schema and `isExchangeError`."
      },
      TransportError: { text: "Transport errors: `HttpError`, `TransportError`, `DecodeError`." },
      UnexpectedExchangeError: {
        text: "`UnexpectedExchangeError`: a catalogued code the endpoint does not document, with its tagged error inside."
      }
    }
  },
  // left out: the rate budget's service and limits table, and the back-off schedule, used by the layers
  {
    file: "Layers/index.ts",
    header: ["Environments, credentials and the clock offset.", "", "@since 0.1.0"],
    folders: ["Layers"],
    exceptions: ["Layers/Backoff", "Layers/RateBudgetService", "Layers/RateLimits"]
  },
  // left out: the lazy-schema and frame-validation plumbing
  {
    file: "Schema/index.ts",
    header: [
      "The data floor: wire schemas of the V5 REST API (decimals, enums, envelopes, requests and results).",
      "Imports nothing else of this library.",
      "",
      "@since 0.1.0"
    ],
    folders: ["Schema"],
    exceptions: ["Schema/FrameValidator", "Schema/LazyClass", "Schema/LazySchema"],
    docs: {
      AccountFunds: { text: "`/v5/account/withdrawal` and `/v5/account/trade-info-for-analysis`." },
      AccountInfo: {
        text: "Account configuration: info, margin mode, hedging, limit price, delta mode, SMP, DCP, upgrade."
      },
      Acknowledged: { text: "A `result` that is `{}` or absent." },
      Borrow: { text: "Borrow history, manual borrow and the repayments." },
      ClosedPnl: { text: "`/v5/position/closed-pnl` and `/v5/position/get-closed-positions`." },
      Collateral: { text: "Collateral info and switches." },
      Decimal: { text: "Exact decimal strings and their `BigDecimal` conversion." },
      Decoding: {
        text: "How the REST client decodes answers and checks requests (Effect's Schema parser, or the compiled fast path)."
      },
      DeliveryPrice: { text: "`/v5/market/delivery-price` and `/v5/market/new-delivery-price`." },
      Enums: { text: "The V5 enumerations, strict for requests and tolerant for responses." },
      Envelope: { text: "The V5 and legacy response envelopes." },
      Execution: { text: "`/v5/execution/list` and the execution item." },
      FastDecode: {
        since: "1.0.0",
        text: "The compiled fast path for decoding answers and checking requests (`FastDecode.layer` installs it)."
      },
      FeeGroup: { text: "`/v5/market/fee-group-info`." },
      FeeRate: { text: "`/v5/account/fee-rate`." },
      FilePart: { text: "A file part of a multipart upload." },
      FundingHistory: { text: "`/v5/market/funding/history`." },
      HistoricalVolatility: { text: "`/v5/market/historical-volatility`." },
      IndexPriceComponents: { text: "`/v5/market/index-price-components`." },
      InstrumentsInfo: { text: "`/v5/market/instruments-info`." },
      Insurance: { text: "`/v5/market/insurance` and `/v5/market/adlAlert`." },
      Kline: { text: "`/v5/market/kline` and the price klines." },
      LongShortRatio: { text: "`/v5/market/account-ratio`." },
      Mmp: { text: "Market maker protection." },
      OpenInterest: { text: "`/v5/market/open-interest`." },
      OptionAsset: { text: "`/v5/asset/coin-greeks` and `/v5/account/option-asset-info`." },
      Order: { text: "`/v5/order/*`: create, cancel, realtime and the order item." },
      Orderbook: { text: "`/v5/market/orderbook`." },
      Position: { text: "`/v5/position/list` and the position item." },
      PriceLimit: { text: "`/v5/market/price-limit`." },
      RecentTrade: { text: "`/v5/market/recent-trade`." },
      RiskLimit: { text: "`/v5/market/risk-limit`." },
      ServerTime: { text: "`/v5/market/time`." },
      Tickers: { text: "`/v5/market/tickers`." },
      TransactionLog: { text: "`/v5/account/transaction-log` and `contract-transaction-log`." },
      Validator: { text: "Fast validators derived from a Schema (hot paths)." },
      WalletBalance: { text: "`/v5/account/wallet-balance`." },
      WsEarn: { text: "Advanced Earn's public quote-offer WebSocket messages (`earn.*.offers`)." },
      WsPrivate: { text: "The V5 private WebSocket topic messages." },
      WsPublic: { text: "The V5 public WebSocket topic messages." },
      WsRfq: {
        text: "The RFQ WebSocket topic messages: private requests, quotes and trades, and the public block trades."
      },
      WsSbe: { text: "The decoded binary (SBE) market-data messages of the market-maker streams." },
      WsSpread: {
        text: "The spread-trading WebSocket topic messages: private orders and executions, and the public ticker."
      }
    }
  },
  // left out: `MessageMetrics`, the sockets' per-message counters
  {
    file: "Observability/index.ts",
    header: [
      "Observability: the library's metrics and the names of its spans and span attributes. Spans and metrics go to",
      "whatever tracer and metrics layers the application installs (Effect's `Tracer` / `Metric` APIs; docs/OBSERVABILITY.md",
      "shows how to export them).",
      "",
      "@since 0.1.0"
    ],
    folders: ["Observability"],
    exceptions: ["Observability/MessageMetrics"]
  },
  // src/Algo/index.ts
  {
    file: "Algo/index.ts",
    header: [
      "Execution algorithms over the ordinary client (REST only, so they run in a sweep's strategy too): iceberg,",
      "chase limit and scaled orders, each a `Stream` of its progress, cancelled by interruption (or a `Handle`), and",
      "resumed by running the same id again. TWAP is the exchange's own: `Strategy.createStrategy`.",
      "",
      "@since 1.2.0"
    ],
    folders: ["Algo"]
  },
  // src/Redis/index.ts
  {
    file: "Redis/index.ts",
    header: ["A rate budget shared by a fleet of processes through Redis.", "", "@since 0.2.0"],
    folders: ["Redis"]
  },
  // src/Emulator/index.ts
  {
    file: "Emulator/index.ts",
    header: ["The embedded exchange emulator's modules.", "", "@since 0.1.0"],
    modules: {
      AccountsDescription: "Emulator/AccountsDescription",
      Fixed: "Emulator/base/Fixed",
      Prng: "Emulator/base/Prng",
      Emulator: "Emulator/Emulator",
      Exchange: "Emulator/Exchange",
      MatchingEngine: "Emulator/engine/MatchingEngine",
      Faults: "Emulator/Faults",
      InProcess: "Emulator/InProcess",
      LockStep: "Emulator/LockStep",
      Latency: "Emulator/Latency",
      Instruments: "Emulator/market/Instruments",
      MarketData: "Emulator/market/MarketData",
      MarketSource: "Emulator/market/MarketSource",
      Replay: "Emulator/market/Replay",
      ReplayStart: "Emulator/market/ReplayStart",
      ReplayStatus: "Emulator/market/ReplayStatus",
      RateLimits: "Emulator/RateLimits",
      SavedState: "Emulator/SavedState",
      Admin: "Emulator/wire/Admin",
      AdminBodies: "Emulator/wire/AdminBodies",
      AdminGate: "Emulator/wire/AdminGate",
      Auth: "Emulator/wire/Auth",
      Rest: "Emulator/wire/Rest",
      Rights: "Emulator/wire/Rights",
      Ws: "Emulator/wire/Ws"
    },
    docs: {
      MarketSource: { since: "1.0.0" }
    }
  },
  // src/emulator.ts
  {
    file: "emulator.ts",
    header: [
      "The emulator entry point (`effect-bybit/emulator`): a local Bybit V5 exchange (REST and WebSocket) to test bots",
      "offline. `Emulator.layer({ port: 0, seed })` starts one in a scope; its handle has the URLs, an `environment`",
      "for `Bybit.layer`, the demo credentials and the admin API; `Faults` lists the fault commands; the other namespaces",
      "type what the admin API hands out (accounts, API keys, books, rate-limit state, recorded violations).",
      "",
      "@since 0.1.0"
    ],
    modules: {
      AccountsDescription: "Emulator/AccountsDescription",
      Accounts: "Emulator/books/Accounts",
      Emulator: "Emulator/Emulator",
      Exchange: "Emulator/Exchange",
      MatchingEngine: "Emulator/engine/MatchingEngine",
      Faults: "Emulator/Faults",
      InProcess: "Emulator/InProcess",
      LockStep: "Emulator/LockStep",
      Latency: "Emulator/Latency",
      Instruments: "Emulator/market/Instruments",
      MarketData: "Emulator/market/MarketData",
      MarketSource: "Emulator/market/MarketSource",
      Replay: "Emulator/market/Replay",
      ReplayStart: "Emulator/market/ReplayStart",
      ReplayStatus: "Emulator/market/ReplayStatus",
      RateLimits: "Emulator/RateLimits",
      ReportTable: "Emulator/ReportTable",
      SavedState: "Emulator/SavedState",
      Admin: "Emulator/wire/Admin",
      AdminBodies: "Emulator/wire/AdminBodies",
      AdminGate: "Emulator/wire/AdminGate",
      Auth: "Emulator/wire/Auth",
      Rest: "Emulator/wire/Rest",
      Rights: "Emulator/wire/Rights",
      RecordingFormat: "Recording/Format"
    },
    docs: {
      MarketSource: { since: "1.0.0" }
    }
  },
  // src/legacy.ts
  {
    file: "legacy.ts",
    header: [
      "The pre-V5 API families (`effect-bybit/legacy`), kept out of the root entry so that an application which never",
      "calls them does not load them: `Legacy` (REST: spot v1/v3, contract v3, derivatives v3, unified v3, asset v1/v3,",
      "user v3, USDC perpetual and option, v2 inverse, linear, inverse futures, copy trading — e.g.",
      "`Legacy.SpotV1.getServerTime()`), `LegacyEndpoints` (their definitions by family) and `LegacyWs` (the legacy",
      "WebSocket markets, one client per market).",
      "",
      "They run on the root's services: the REST callables need the same `BybitHttp` as V5 (legacy signing and envelopes",
      "are chosen by each definition), and the Promise client calls a definition with `client.call`.",
      "",
      "```ts",
      'import { Legacy } from "effect-bybit/legacy"',
      "const time = Legacy.SpotV1.getServerTime()                              // an Effect needing BybitHttp",
      'await client.call(Legacy.LinearV2.orderCreate, { symbol: "BTCUSDT", ... }) // effect-bybit/promise\'s client',
      "```",
      "",
      "@since 0.2.0"
    ],
    modules: {
      LegacyEndpoints: "Http/legacy/all",
      Legacy: "Http/legacy/index",
      LegacyWs: "Socket/legacy/index"
    },
    docs: {
      LegacyEndpoints: {
        since: "0.2.0",
        text: "Every pre-V5 endpoint definition, grouped by family (`LegacyEndpoints.families`)."
      },
      Legacy: {
        since: "0.2.0",
        text: "The pre-V5 REST families' definitions and callables, one namespace per family."
      },
      LegacyWs: {
        since: "0.2.0",
        text: "The legacy WebSocket markets: market definitions, frame protocols, the market-bound client."
      }
    }
  },
  // src/recording.ts
  {
    file: "recording.ts",
    header: [
      "The recording entry point (`effect-bybit/recording`): record the exchange's public streams into files",
      "(`Recorder`), in the recording format (`Format`) that the emulator's replay reads; read recordings and the",
      "history files of Tardis.dev and Bybit as one stream of lines (`Reader`, `Tardis`, `BybitHistory`). Needs a `FileSystem` (Node:",
      "`NodeServices.layer`) and the client's `BybitSocket` on any environment.",
      "",
      "```ts",
      'import { Recorder } from "effect-bybit/recording"',
      'const streams = [{ category: "linear", topics: Recorder.topics({ symbols: ["BTCUSDT"], depth: 50 }) }] as const',
      'yield* Recorder.record({ streams, directory: "recordings", rotateEvery: "1 hour" })',
      "```",
      "",
      "@since 1.1.0"
    ],
    modules: {
      BybitHistory: "Recording/BybitHistory",
      Format: "Recording/Format",
      Import: "Recording/Import",
      Reader: "Recording/Reader",
      Recorder: "Recording/Recorder",
      Tardis: "Recording/Tardis"
    }
  }
]

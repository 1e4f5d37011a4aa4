/**
 * The embedded exchange as a scoped service: `make` starts the REST and WebSocket servers on 127.0.0.1, drives the
 * market from Effect's `Clock` (so a `TestClock` controls it and the same seed and clock give the same bytes), and
 * closes everything when the scope closes; `layer` provides it as the `Emulator` service.
 *
 * The handle carries the URLs, an `Environment` ready for `Bybit.layer`, the seeded demo credentials and an admin
 * API (faults, server clock, balances, order books, extra API keys). The demo secret and the RSA private key are
 * plain strings on purpose: they are test fixtures of a local emulator, not secrets; wrap them in `Redacted` (the
 * library's `Credentials` does) before they travel further.
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Config from "effect/Config"
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import type * as Socket from "effect/socket/Socket"
import * as Environment from "../Layers/Environment.js"
import * as Format from "../Recording/Format.js"
import * as AccountsDescription from "./AccountsDescription.js"
import type { OpenedUser } from "./AccountsSetup.js"
import type { CouponGrant } from "./desks/Coupons.js"
import type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
import type { AccountType, CoinBalance } from "./Exchange.js"
import { Exchange } from "./Exchange.js"
import type { BookMessage } from "./engine/MatchingEngine.js"
import * as Faults from "./Faults.js"
import type { Category } from "./market/Instruments.js"
import type * as Replay from "./market/Replay.js"
import * as ReplayStart from "./market/ReplayStart.js"
import type * as ReplayStatus from "./market/ReplayStatus.js"
import * as RateLimits from "./RateLimits.js"
import * as Replaying from "./Replaying.js"
import type * as Report from "./Report.js"
import * as SavedState from "./SavedState.js"
import * as Saving from "./Saving.js"
import * as Serving from "./Serving.js"
import * as AdminGate from "./wire/AdminGate.js"
import type * as Auth from "./wire/Auth.js"
import * as LegacyRest from "./wire/LegacyRest.js"
import type * as Rest from "./wire/Rest.js"
import * as RestServer from "./wire/RestServer.js"
import * as Ws from "./wire/Ws.js"
import * as WsLegacySpotV1 from "./wire/WsLegacySpotV1.js"

/**
 * An institutional loan grant for `admin.grantInsLoan`.
 *
 * @since 0.1.0
 * @category models
 */
export type { OpenedAccount, OpenedKey, OpenedUser } from "./AccountsSetup.js"
export type { CouponGrant } from "./desks/Coupons.js"
export type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
/**
 * The paper-trading report `admin.report` answers, and its parts (see `Report`).
 *
 * @since 1.1.0
 */
export type { CoinTotals, Fill as ReportFill, Report, SymbolReport } from "./Report.js"
export type { Counts as ReportCounts } from "./ReportCurves.js"

/**
 * Options of an emulator.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** Port to listen on; 0 (default) picks a free one. */
  readonly port?: number | undefined
  /** Seeds accounts, keys, ids and the market walk (default 1). */
  readonly seed?: number | undefined
  /** Interface to listen on (default `127.0.0.1`, the loopback); another one is an explicit choice. */
  readonly host?: string | undefined
  /** How often the market advances (matching resting orders, pushing public data), ms (default 100). */
  readonly tickMs?: number | undefined
  /** RSA key pair of the seeded RSA API key; generated when absent. */
  readonly rsa?: { readonly publicKeyPem: string; readonly privateKeyPem: string } | undefined
  /**
   * Fail the scope's close (a defect naming each answer) when any answer left its endpoint's contract: a retCode the
   * definition does not declare. Default: the `EFFECT_BYBIT_EMULATOR_CONTRACT` setting, `strict` or off; the test
   * suite runs strict, so every code the emulator answers is one the client reads by its tag.
   */
  readonly strictContract?: boolean | undefined
  /**
   * The accounts it opens with (`AccountsDescription`: users, sub-accounts, keys, balances, modes, leverage, MMP, fee
   * rates); the seed's one master account when absent. A description that does not decode fails `make` with an
   * `EmulatorError` naming the field (its cause is the `AccountsDescriptionError`).
   */
  readonly accounts?: AccountsDescription.Input | undefined
  /**
   * A state `admin.save()` answered (or `SavedState.read` read): the exchange goes on from it — its seed and RSA key
   * (`seed` and `rsa` here are not read), its books and desks, its clock — as if it had not stopped. A state of
   * another version, a corrupt entry or a clock far from now is refused (`EmulatorError`, its cause a
   * `SavedStateError` naming the entry).
   */
  readonly state?: SavedState.SavedState | undefined
  /**
   * Where the state is saved (`SavedState`): checked at start (an `EmulatorError` when its folder is missing or it
   * cannot be written), then written atomically with mode 0600 on `POST /__admin/save`, every `saveEvery`, and when
   * the scope closes.
   *
   * @since 1.2.0
   */
  readonly stateFile?: string | undefined
  /**
   * The period of the saves to `stateFile` (default 30 seconds; zero saves only on request and at stop).
   *
   * @since 1.2.0
   */
  readonly saveEvery?: Duration.Input | undefined
  /**
   * The market: the seeded walk (default), or a recording (`Replay.from(lines, { speed, latencyMs })`) whose books,
   * trades, tickers and klines the emulator follows on the recording's clock (see `Replaying`). The instruments the
   * recording does not hold stand still at the seeded market of its first line while it plays (`ReplayMarket`).
   * `make` returns once the recording's first line is in (the clock at its time, never before the recording): lines
   * that fail before their first (a missing file, an unknown format, a corrupt first row) fail `make` with their
   * error (a `RecordingError` naming the file and the line; another error of the lines as an `EmulatorError`), and
   * lines that give none fail it too. There is never a fallback to the seeded market.
   */
  readonly market?: Replay.ReplaySpec<unknown> | undefined
  /**
   * Bytes a WebSocket reader may leave unsent (queued for its socket) before the emulator closes it with code 1008
   * and reason `too slow` (default 4 MiB, at least 1 MiB): a client that stops reading costs the emulator at most
   * about that much. Not while a replay plays at `"max"`, which waits for its slowest reader instead.
   *
   * @since 1.2.0
   */
  readonly maxUnsentBytes?: number | undefined
  /**
   * The token the HTTP admin API (`/__admin/*`) requires as `Authorization: Bearer <token>` (16 to 256 visible ASCII
   * characters); a random one for each start when absent. The handle's `admin` calls need none.
   */
  readonly adminToken?: string | Redacted.Redacted<string> | undefined
  /** Let the HTTP admin API answer peers beyond the loopback (default: loopback peers only, 403 for others). */
  readonly adminRemote?: boolean | undefined
}

/**
 * The WebSocket URLs of an emulator.
 *
 * @since 0.1.0
 * @category models
 */
export interface WsUrls {
  readonly spot: string
  readonly linear: string
  readonly inverse: string
  readonly option: string
  readonly private: string
  readonly trade: string
}

/**
 * The legacy (pre-V5) WebSocket URLs of an emulator: spot v1, the one legacy market it serves.
 *
 * @since 0.1.0
 * @category models
 */
export interface LegacyWsUrls {
  /** `/spot/quote/ws/v1`: `depth`, `mergedDepth` (with a dump scale), `trade`, `kline_*`, `realtimes`. */
  readonly spotV1Public: string
  /** `/spot/ws`: authenticated by signed URL parameters; a bad signature is refused with HTTP 401. */
  readonly spotV1Private: string
}

/**
 * One open WebSocket as the emulator sees it: the path it was opened on, the API key it authenticated with (`null`
 * on public streams and before authentication), its topics, and whether a `half-open` fault silenced it.
 *
 * @since 0.1.0
 * @category models
 */
export interface OpenSocket extends Ws.OpenSocket {}

/**
 * The admin API: every fault, the server clock, balances, the exchange's own order books and extra API keys.
 * Plain synchronous calls on the emulator's state.
 *
 * @since 0.1.0
 * @category models
 */
export interface Admin {
  /** The fault state both servers read. */
  readonly faults: Faults.Faults
  /** Applies a fault command (the same commands `POST /__admin/<op>` takes). */
  readonly apply: (command: Faults.Command) => void
  /** The server clock now (injected clock plus offset), ms. */
  readonly now: () => number
  /** Sets the server clock's offset from the injected clock, ms. */
  readonly setClockOffset: (offsetMs: number) => void
  /** Moves the server clock by `byMs` (negative moves it back). */
  readonly moveClock: (byMs: number) => void
  /** Sets one coin's wallet balance (the demo master account's UNIFIED account by default). */
  readonly setBalance: (
    coin: string,
    amount: string,
    options?: { readonly uid?: string; readonly accountType?: AccountType }
  ) => void
  /**
   * Sets an account's mode as `/v5/account/info` reports it (the demo master account by default): `1` classic (its
   * spot cross margin is served; unified-only calls still answer), `5` unified (the default), `6` unified pro.
   * Throws for an unknown UID.
   */
  readonly setAccountMode: (status: 1 | 5 | 6, options?: { readonly uid?: string }) => void
  /**
   * Grants market maker protection for option base coins (`BTC`, `ETH`, ...) to an account (the demo master account by
   * default), as the exchange does on request: until then `mmp-modify` and `mmp-reset` answer 3500713. Throws for an
   * unknown UID or a coin without options.
   */
  readonly grantMmp: (baseCoins: ReadonlyArray<string>, options?: { readonly uid?: string }) => void
  /**
   * A user signs up through an account's invitation (the demo master account's by default), as happens off the
   * API: a new master account that `/v5/user/invitation/referrals` lists for the inviter. Answers the new UID;
   * throws for an unknown inviter.
   */
  readonly invite: (options?: { readonly inviterUid?: string }) => string
  /**
   * Grants an Earn interest card (a promotion, off the API) to an account (the demo master account by default),
   * listed by `/v5/earn/coupons` and applied by a Dual Assets stake. Answers its `awardId`; throws for an unknown
   * UID, an APY or cap that is not positive, or days that are not a positive integer.
   */
  readonly grantEarnCoupon: (grant: Omit<CouponGrant, "uid"> & { readonly uid?: string }) => number
  /**
   * Grants an institutional (OTC) loan, as Bybit does off the API: the risk unit's designated UID receives the coin
   * in its unified wallet and `/v5/ins-loan/*` serves the loan. Answers the loan order id; throws for an unknown
   * product, an amount that is not positive, or a UID bound to another risk unit.
   */
  readonly grantInsLoan: (grant: InsLoanGrant) => string
  /**
   * Simulates an on-chain deposit (the demo master account by default, on the coin's chain): credited at once to
   * the account `deposit-to-account` chose (funding by default) and listed by `/v5/asset/deposit/query-record`.
   * Returns the deposit id; throws for an unknown coin, chain or UID, or an amount that is not positive.
   */
  readonly deposit: (
    coin: string,
    amount: string,
    options?: { readonly uid?: string; readonly chain?: string }
  ) => string
  /** Non-zero balances of an account type (the demo master account's UNIFIED account by default). */
  readonly balances: (options?: {
    readonly uid?: string
    readonly accountType?: AccountType
  }) => ReadonlyArray<CoinBalance>
  /** The exchange's order book of one instrument, best levels first. */
  readonly book: (category: Category, symbol: string, limit?: number) => BookMessage | undefined
  /**
   * Registers an API key with its chosen key string and secret (or RSA public key), owner, permissions, bound IPs,
   * read-only flag and master/sub status, in the exchange's own key store: it authenticates on REST and WebSocket,
   * `/v5/user/query-api` answers its own info, the update and delete endpoints change and end it as they do a key
   * made by `create-sub-api`. Missing permission groups are empty; registering a key string again replaces it.
   */
  readonly addApiKey: (credential: Auth.Credential) => void
  /**
   * Opens the accounts of a description (`AccountsDescription`, as `Options.accounts` and `POST /__admin/accounts`
   * take it), all or none; fails naming the field when it does not decode or names a UID, username or key string
   * the exchange already holds.
   */
  readonly openAccounts: (
    description: unknown
  ) => Result.Result<ReadonlyArray<OpenedUser>, AccountsDescription.AccountsDescriptionError>
  /** Answers outside an endpoint's declared error set, and handlers that threw (should stay empty). */
  readonly violations: () => ReadonlyArray<Rest.Violation>
  /** Open WebSocket connections. */
  readonly wsConnections: () => number
  /**
   * Whether a WebSocket reader fell behind (over a megabyte of frames unsent to it): a replay at `"max"` then waits
   * for it before its next line.
   */
  readonly wsCongested: () => boolean
  /**
   * Bytes not yet written to the WebSocket readers, over every socket (those being closed as too slow included): what
   * slow readers hold of the emulator's memory, bounded by `Options.maxUnsentBytes` a socket.
   *
   * @since 1.2.0
   */
  readonly wsUnsentBytes: () => number
  /**
   * Every open WebSocket connection as the server sees it: id, channel (`spot`, `private`...), subscribed topics in
   * subscription order, authenticated uid, and whether a `half-open` fault silenced it.
   */
  readonly wsSubscriptions: () => ReadonlyArray<{
    readonly id: string
    readonly channel: string
    readonly topics: ReadonlyArray<string>
    readonly uid: string | undefined
    readonly halfOpen: boolean
  }>
  /**
   * Every open WebSocket (V5 and legacy streams): the path it was opened on, the API key it authenticated with
   * (`null` on public streams and before authentication) and its topics — the count that lifetime tests compare with
   * what the client should hold (`GET /__admin/sockets` answers the same list).
   */
  readonly openSockets: () => ReadonlyArray<OpenSocket>
  /** Open TCP connections to the emulator: REST keep-alive connections and WebSockets (for leak checks). */
  readonly openConnections: () => number
  /** The legacy spot v1 WebSocket server: open connections, and upgrade requests seen (accepted or refused). */
  readonly legacyWs: { readonly connections: () => number; readonly upgrades: () => number }
  /** The rate-limit counters (e.g. `setLimit` for a VIP budget). */
  readonly rateLimits: RateLimits.RateLimits
  /**
   * The paper-trading report of an account (the demo master account by default) now: fills, fees, realised and
   * unrealised PnL, slippage against the mid at each order, equity and exposure over time, maximum drawdown (see
   * `Report`; `GET /__admin/report?uid=` answers the same). Throws for an unknown UID.
   */
  readonly report: (options?: { readonly uid?: string }) => Report.Report
  /** The exchange itself, for assertions on its state. */
  readonly exchange: Exchange
  /**
   * The exchange's state, for `Emulator.make({ state })` or `SavedState.write`: its seed and RSA key, its clock, and
   * a snapshot of its books and desks (see `SavedState`). Faults and rate-limit counters are not part of it.
   */
  readonly save: () => SavedState.SavedState
}

/**
 * A running emulator.
 *
 * @since 0.1.0
 * @category models
 */
export interface EmulatorHandle {
  readonly port: number
  /** REST base URL, e.g. `http://127.0.0.1:40123`. */
  readonly rest: string
  readonly ws: WsUrls
  /** The legacy WebSocket URLs (spot v1). */
  readonly legacyWs: LegacyWsUrls
  /** The demo master account's uid. */
  readonly uid: string
  /** The demo HMAC API key. */
  readonly apiKey: string
  /** The demo HMAC secret (a fixture, see the module docs). */
  readonly apiSecret: string
  /** The demo RSA API key and its private key (PKCS#8 PEM). */
  readonly rsa: { readonly apiKey: string; readonly privateKeyPem: string }
  /** For `Bybit.layer({ environment })`. */
  readonly environment: Environment.EnvironmentShape
  /**
   * The accounts it opened with (the first is the one `uid`, `apiKey` and `rsa` name): UIDs, usernames and keys,
   * with the secrets it generated (never the ones the description gave).
   */
  readonly accounts: ReadonlyArray<OpenedUser>
  readonly admin: Admin
  /**
   * The replay's status and controls (pause, play, speed; also `GET` and `POST /__admin/replay`) when the market is
   * a recording; none on the seeded market.
   */
  readonly replay: ReplayStatus.Control | undefined
  /**
   * Done when a replayed recording has ended (its last line applied; the market then stays as the recording left
   * it); failed with the error when a line after the first could not be read (a `RecordingError` naming the file and
   * the line: the replay stopped there); never done on the seeded market.
   */
  readonly replayEnded: Effect.Effect<void, ReplayFailure>
  /** The token of the HTTP admin API (`/__admin/*`): the one `adminToken` gave, or the one made for this start. */
  readonly adminToken: Redacted.Redacted<string>
  /**
   * The headers a program sends to call the HTTP admin API: `Authorization: Bearer <token>` and
   * `Content-Type: application/json` (the token is never put in a URL).
   */
  readonly adminHeaders: () => Record<string, string>
  /** The URL of an admin op, e.g. `adminUrl("balance")` → `http://127.0.0.1:40123/__admin/balance`. */
  readonly adminUrl: (op: string) => string
  /**
   * Answers one REST request in this process, as the server would on the wire but with no socket: the request's
   * method, its path and query, its headers (lower-case names) and its body. What `InProcess.layer` sends through.
   */
  readonly answer: (
    method: string,
    url: string,
    headers: Readonly<Record<string, string>>,
    body: Uint8Array
  ) => Rest.Settled
  /**
   * Opens a WebSocket to one of the V5 streams in this process, with no socket: `url`'s path and query name the
   * stream (as `ws`'s URLs do), and every frame, open and close is handed over through `schedule` (the client's
   * Effect scheduler; `inbound`, when given, hands over what comes from the exchange: a feed's latency). Refused as an
   * upgrade would be (a fault refusing upgrades; a path that is not a V5 stream:
   * the legacy families are served over the wire only). What `InProcess.layer`'s sockets open.
   *
   * @since 2.0.0
   */
  readonly connect: (
    url: string,
    schedule: (task: () => void) => void,
    inbound?: (task: () => void) => void
  ) => Socket.WebSocketLike
}

/**
 * The emulator service.
 *
 * @since 0.1.0
 * @category tags
 */
export class Emulator extends Context.Service<Emulator, EmulatorHandle>()("effect-bybit/Emulator") {}

/**
 * The emulator could not start (the port is taken, or the exchange could not be built).
 *
 * @since 0.1.0
 * @category errors
 */
export class EmulatorError extends Schema.TaggedError<EmulatorError>()("EmulatorError", {
  message: Schema.String,
  cause: Schema.Defect()
}) {}

/**
 * Why a replay could not start or go on: a recording's file that could not be read (`RecordingError`, naming the file
 * and the line), or another failure of the replayed lines (`EmulatorError`).
 *
 * @since 1.2.0
 * @category errors
 */
export type ReplayFailure = Format.RecordingError | EmulatorError

const replayFailure = (error: unknown): ReplayFailure =>
  error instanceof Format.RecordingError || error instanceof EmulatorError
    ? error
    : new EmulatorError({
        message: `the replay stopped: ${error instanceof Error ? error.message : String(error)}`,
        cause: error
      })

// What the admin side reads and drives: the exchange, its faults and limits, and the servers of a running emulator.
interface AdminParts {
  readonly seed: number
  readonly exchange: Exchange
  readonly faults: Faults.Faults
  readonly rateLimits: RateLimits.RateLimits
  readonly now: () => number
  readonly violations: ReadonlyArray<Rest.Violation>
  readonly ws: Ws.WsServer
  readonly legacyWs: ReturnType<typeof WsLegacySpotV1.make>
  readonly sockets: ReadonlySet<unknown>
  readonly openSockets: () => ReadonlyArray<Ws.OpenSocket>
}

const makeAdmin = (parts: AdminParts): Admin => {
  const { exchange, faults, rateLimits, now, violations, ws, legacyWs, sockets } = parts
  const demo = exchange.demo
  return {
    faults,
    apply: (command) => faults.apply(command),
    now,
    setClockOffset: (offsetMs) => faults.apply({ op: "clock", offsetMs }),
    moveClock: (byMs) => faults.apply({ op: "clock", byMs }),
    grantInsLoan: (grant) => exchange.grantInsLoan(grant, now()),
    grantEarnCoupon: (g) => exchange.grantEarnCoupon({ ...g, uid: g.uid ?? demo.uid }, now()),
    invite: (o) => exchange.invite(o?.inviterUid ?? demo.uid, now()),
    grantMmp: (baseCoins, o) => exchange.grantMmp(o?.uid ?? demo.uid, baseCoins, now()),
    setAccountMode: (status, o) => exchange.setAccountMode(o?.uid ?? demo.uid, status, now()),
    setBalance: (coin, amount, o) =>
      exchange.setBalance(o?.uid ?? demo.uid, o?.accountType ?? "UNIFIED", coin, amount, now()),
    deposit: (coin, amount, o) => {
      const done = exchange.deposit(o?.uid ?? demo.uid, coin, amount, now(), o?.chain)
      if (typeof done === "string") throw new Error(done)
      return done.id
    },
    balances: (o) => exchange.balances(o?.uid ?? demo.uid, o?.accountType ?? "UNIFIED"),
    book: (category: Category, symbol: string, limit = 50) => exchange.orderbook(category, symbol, limit, now()),
    addApiKey: (credential) => exchange.registerApiKey(credential, now()),
    openAccounts: (input) =>
      Result.flatMap(AccountsDescription.decode(input), (description) => {
        const opened = exchange.openings.open(description, now())
        return opened instanceof AccountsDescription.AccountsDescriptionError
          ? Result.fail(opened)
          : Result.succeed(opened)
      }),
    violations: () => [...violations],
    wsConnections: () => ws.connections(),
    wsCongested: () => ws.congested(),
    wsUnsentBytes: () => ws.unsent(),
    wsSubscriptions: () => ws.subscriptions(),
    openSockets: () => parts.openSockets(),
    openConnections: () => sockets.size,
    legacyWs: { connections: () => legacyWs.connections(), upgrades: () => legacyWs.upgrades() },
    rateLimits,
    report: (o) => {
      const uid = o?.uid ?? demo.uid
      if (exchange.member(uid) === undefined) throw new Error(`unknown uid ${uid}`)
      return exchange.report(uid, now())
    },
    exchange,
    save: () => Saving.stateOf(exchange, faults, parts.seed, now())
  }
}

// The admin door: the token given (checked) or a fresh one, and whether peers beyond the loopback are let in.
const gateOf = (options: Options): Effect.Effect<AdminGate.Gate, EmulatorError> => {
  const given = options.adminToken
  if (given === undefined) return Effect.succeed({ token: AdminGate.makeToken(), remote: options.adminRemote === true })
  const token = Redacted.isRedacted(given) ? given : Redacted.make(given)
  const value: unknown = Redacted.value(token)
  const problem = typeof value === "string" ? AdminGate.tokenProblem(value) : "the admin token must be a string"
  return problem === undefined
    ? Effect.succeed({ token: token as Redacted.Redacted<string>, remote: options.adminRemote === true })
    : Effect.fail(new EmulatorError({ message: problem, cause: undefined }))
}

// The options checked before anything is built: the unsent bound, and the saved state (which holds the walk's
// market, not a recording's position: the two cannot be combined).
const savedOf = (
  options: Options,
  injected: () => number
): Effect.Effect<SavedState.SavedState | undefined, EmulatorError> =>
  Effect.gen(function* () {
    const bound = options.maxUnsentBytes
    if (bound !== undefined && !(Number.isSafeInteger(bound) && bound >= Ws.minUnsentBytes)) {
      return yield* new EmulatorError({
        message: `maxUnsentBytes must be an integer of at least ${Ws.minUnsentBytes} (1 MiB), got ${bound}`,
        cause: undefined
      })
    }
    const saved = options.state === undefined ? undefined : SavedState.check(options.state, "", injected())
    if (saved instanceof SavedState.SavedStateError) {
      return yield* Effect.fail(new EmulatorError({ message: saved.message, cause: saved }))
    }
    if (saved !== undefined && options.market !== undefined) {
      return yield* Effect.fail(
        new EmulatorError({ message: "a saved state cannot be restored over a replayed market", cause: undefined })
      )
    }
    return saved
  })

// What the exchange is built from: its seed, keys, limits and faults, and the state it is restored to.
interface ExchangeParts {
  readonly options: Options
  readonly saved: SavedState.SavedState | undefined
  readonly seed: number
  readonly faults: Faults.Faults
  readonly rateLimits: RateLimits.RateLimits
  readonly injected: () => number
}

// The exchange of the options, or of a saved state (restored to it, with the accounts it was saved with).
const exchangeOf = (parts: ExchangeParts): Effect.Effect<Exchange, EmulatorError> =>
  Effect.gen(function* () {
    const { options, saved, seed, faults, rateLimits } = parts
    const rsa = saved?.rsa ?? options.rsa
    const replay = options.market
    // a saved state opens the accounts it was saved with
    const described = saved?.accounts ?? options.accounts
    const accounts = described === undefined ? undefined : AccountsDescription.decode(described)
    if (accounts !== undefined && Result.isFailure(accounts)) {
      return yield* new EmulatorError({ message: `accounts: ${accounts.failure.message}`, cause: accounts.failure })
    }
    const exchange = yield* Effect.try({
      try: () =>
        new Exchange({
          seed,
          faults,
          rateLimits,
          ...(rsa === undefined ? {} : { rsa }),
          ...(accounts === undefined ? {} : { accounts: accounts.success }),
          ...(replay === undefined ? {} : { replay: { latencyMs: replay.latencyMs } })
        }),
      catch: (cause) => new EmulatorError({ message: "cannot build the exchange", cause })
    })
    if (saved !== undefined) {
      const refused = Saving.restore(exchange, faults, saved, parts.injected)
      if (refused !== undefined) return yield* new EmulatorError({ message: refused.message, cause: refused })
    }
    return exchange
  })

// In strict contract mode (the option, or EFFECT_BYBIT_EMULATOR_CONTRACT=strict) the scope dies at its close if any
// answer left its endpoint's contract.
const strictGuard = (
  options: Options,
  violations: ReadonlyArray<Rest.Violation>
): Effect.Effect<void, never, Scope.Scope> =>
  Effect.gen(function* () {
    const strict =
      options.strictContract ??
      (yield* Config.String("EFFECT_BYBIT_EMULATOR_CONTRACT").pipe(
        Config.map((mode) => mode === "strict"),
        Config.withDefault(false),
        Effect.orElseSucceed(() => false)
      ))
    if (!strict) return
    yield* Effect.addFinalizer(() =>
      violations.length === 0
        ? Effect.void
        : Effect.die(
            new Error(
              `emulator answered outside its endpoints' contracts: ${violations
                .map((v) => `${v.path} ${v.retCode} (${v.retMsg})`)
                .join("; ")}`
            )
          )
    )
  })

// With a state file: checked before anything is served, saved on request, periodically and at stop (first, while
// every socket is still open). The save on request, or none without a state file.
const savePolicy = (
  options: Options,
  state: () => Saving.Captured
): Effect.Effect<(() => Promise<Saving.Saved>) | undefined, EmulatorError, Scope.Scope> =>
  Effect.gen(function* () {
    if (options.stateFile === undefined) return undefined
    const every =
      options.saveEvery === undefined ? Option.some(Saving.defaultEvery) : Duration.fromInput(options.saveEvery)
    if (Option.isNone(every))
      return yield* new EmulatorError({ message: "saveEvery: not a duration", cause: undefined })
    return yield* Saving.policy(options.stateFile, every.value, state).pipe(
      Effect.mapError((error) => new EmulatorError({ message: error.message, cause: error }))
    )
  })

// What moves the market: the exchange, its clock, and the replay (with what it delivered) when one plays.
interface MarketParts {
  readonly options: Options
  readonly exchange: Exchange
  readonly now: () => number
  readonly restored: boolean
  readonly replayClock: Replaying.ReplayClock | undefined
  readonly delivered: Replaying.Delivered
  readonly ws: Ws.WsServer
}

// Starts the market's steps (and the replay's drive) in the scope; answers once it may be served, with what the
// replay ends with.
const runMarket = (
  parts: MarketParts
): Effect.Effect<Deferred.Deferred<void, ReplayFailure>, ReplayFailure, Scope.Scope> =>
  Effect.gen(function* () {
    const { exchange, now, replayClock, delivered } = parts
    const replay = parts.options.market
    // The market moves on the injected clock: with a TestClock, only TestClock.adjust advances it. A restored
    // exchange took its last step before it stopped; the next comes a period after the start.
    const tickMs = Duration.millis(parts.options.tickMs ?? 100)
    const ended = yield* Deferred.make<void, ReplayFailure>()
    const ticks = Effect.sync(() => exchange.tick(now())).pipe(
      Effect.catchDefect((defect) => Effect.logWarning("emulator tick failed", defect)),
      Effect.repeat(Schedule.spaced(tickMs))
    )
    if (replay === undefined || replayClock === undefined) {
      yield* Effect.forkScoped(parts.restored ? Effect.delay(ticks, tickMs) : ticks)
      return ended
    }
    // the clock ticks once the recording's first line is in, so no recorded instrument starts on the walk
    const started = yield* Deferred.make<void, unknown>()
    // as fast as it is consumed: never ahead of the slowest V5 socket's reader
    yield* Effect.forkScoped(
      Replaying.drive(exchange, replay, replayClock, started, delivered, parts.ws).pipe(
        Effect.mapError(replayFailure),
        Effect.exit,
        // the reports' times stop at the recording's last line (after it the clock runs on at 1×, the wall's pace)
        Effect.tap(() =>
          Effect.sync(() => {
            if (delivered.at !== undefined) exchange.books.curves.end(delivered.at)
          })
        ),
        Effect.flatMap((exit) => Deferred.done(ended, exit))
      )
    )
    yield* Effect.forkScoped(Effect.ignore(Effect.andThen(Deferred.await(started), ticks)))
    // served only once the first line is in: a bot that starts at once must meet the recording's clock and books,
    // not the seeded market's; lines that fail or end before their first fail here, before anything is served
    yield* Deferred.await(started).pipe(Effect.mapError(replayFailure))
    if (delivered.lines === 0)
      return yield* new EmulatorError({ message: "the replayed recording holds no line to replay", cause: undefined })
    return ended
  })

// The handle of a started emulator: its addresses, demo keys, admin side and replay.
interface HandleParts {
  readonly host: string
  readonly port: number
  readonly exchange: Exchange
  readonly admin: Admin
  readonly replay: ReplayStatus.Control | undefined
  readonly ended: Deferred.Deferred<void, ReplayFailure>
  readonly adminGate: AdminGate.Gate
  readonly deps: Rest.Deps
  readonly wsServer: Ws.WsServer
}

const handleOf = (parts: HandleParts): EmulatorHandle => {
  const { host, port, exchange, adminGate } = parts
  const rest = `http://${host}:${port}`
  const wsBase = `ws://${host}:${port}`
  return {
    port,
    rest,
    ws: Serving.wsUrls(wsBase),
    legacyWs: {
      spotV1Public: `${wsBase}${WsLegacySpotV1.paths.public}`,
      spotV1Private: `${wsBase}${WsLegacySpotV1.paths.private}`
    },
    uid: exchange.demo.uid,
    apiKey: exchange.demo.apiKey,
    apiSecret: exchange.demo.apiSecret,
    // its private key is read through: the pair is made on first read
    rsa: exchange.demo.rsa,
    environment: Environment.custom({ restUrl: rest, wsUrl: wsBase, name: "emulator" }),
    accounts: exchange.openings.opened,
    admin: parts.admin,
    replay: parts.replay,
    replayEnded: Deferred.await(parts.ended),
    adminToken: adminGate.token,
    adminHeaders: () => AdminGate.headers(adminGate.token),
    adminUrl: (op) => `${rest}${AdminGate.prefix}/${op}`,
    answer: (method, url, headers, body) => RestServer.settle(parts.deps, method, url, headers, body, "127.0.0.1"),
    connect: (url, schedule, inbound) => parts.wsServer.connect(url, schedule, inbound)
  }
}

/**
 * Starts an emulator in the current scope.
 *
 * @example
 * ```ts
 * import { Bybit, Market } from "effect-bybit"
 * import { Emulator } from "effect-bybit/emulator"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // an exchange in this process on a free port of 127.0.0.1, and the client on its demo key
 * const program = Effect.gen(function* () {
 *   const emulator = yield* Emulator.make({ port: 0, seed: 1 })
 *   emulator.admin.setBalance("USDT", "10000")
 *   const client = Bybit.layer({
 *     environment: emulator.environment,
 *     credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
 *   }).pipe(Layer.provide(Node.layer))
 *   const time = yield* Effect.provide(Market.getServerTime(), client)
 *   console.log(emulator.rest, time.timeSecond)
 * })
 *
 * Effect.runPromise(Effect.scoped(program))
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (
  options: Options = {}
): Effect.Effect<EmulatorHandle, EmulatorError | ReplayFailure, Scope.Scope> =>
  Effect.gen(function* () {
    const clock = yield* Clock.Clock
    const replay = options.market
    const wall = (): number => clock.currentTimeMillisUnsafe()
    const replayClock = replay === undefined ? undefined : new Replaying.ReplayClock(wall, replay.speed, replay.start)
    const delivered: Replaying.Delivered = { lines: 0, from: undefined, at: undefined }
    const injected = replayClock === undefined ? wall : (): number => replayClock.now()
    const saved = yield* savedOf(options, injected)
    const adminGate = yield* gateOf(options)
    const seed = saved?.seed ?? options.seed ?? 1
    const host = options.host ?? "127.0.0.1"
    const faults = new Faults.Faults()
    const rateLimits = new RateLimits.RateLimits()
    const exchange = yield* exchangeOf({ options, saved, seed, faults, rateLimits, injected })
    const now = (): number => faults.now(injected)
    const replayControl =
      replayClock === undefined
        ? undefined
        : Replaying.control(
            replayClock,
            delivered,
            replay?.extent,
            () => exchange.publishWatched(now()),
            replay?.topics === undefined ? undefined : ReplayStart.marketsOf(replay.topics)
          )
    // The one clock every signature is checked on (V5 and legacy REST, WebSocket `auth`, spot v1's signed upgrade):
    // a bot signs with its own clock, so during a replay this is the wall clock, not the recording's.
    const signingClock = wall
    const signingNow = (): number => faults.now(signingClock)
    const violations: Array<Rest.Violation> = []
    yield* strictGuard(options, violations)
    // the socket servers are attached after the REST handler exists: the admin op reads them through this
    let openSockets = (): ReadonlyArray<Ws.OpenSocket> => []
    // the save to the state file, once its policy runs (`POST /__admin/save`)
    let saveNow: (() => Promise<Saving.Saved>) | undefined
    const deps: Rest.Deps = {
      exchange,
      faults,
      rateLimits,
      now,
      signingNow,
      violations,
      replay: replayControl,
      // every request past the admin routes, the IP limit and the HTTP faults comes here first: the reports count it
      legacy: (d, req) => {
        exchange.books.curves.message()
        return LegacyRest.respond(d, req)
      },
      openSockets: () => openSockets(),
      adminGate,
      save: () =>
        saveNow === undefined
          ? Promise.resolve({ ok: false, error: "no state file (start the emulator with --state FILE)" })
          : saveNow().then((saved) =>
              saved instanceof SavedState.SavedStateError
                ? { ok: false, error: saved.message }
                : { ok: true, file: saved.file, bytes: saved.bytes }
            )
    }
    const served = yield* Serving.serve({
      port: options.port ?? 0,
      host,
      deps,
      injected,
      signingClock,
      seed,
      maxUnsentBytes: options.maxUnsentBytes,
      startTopics: replay?.topics,
      replayClock
    }).pipe(Effect.mapError((error) => new EmulatorError({ message: error.message, cause: error.cause })))
    openSockets = served.openSockets
    saveNow = yield* savePolicy(options, () => Saving.capture(exchange, faults, seed, now()))
    const { port, ws, legacyWs, sockets } = served
    const restored = saved !== undefined
    const ended = yield* runMarket({ options, exchange, now, restored, replayClock, delivered, ws })
    const admin = makeAdmin({ seed, exchange, faults, rateLimits, now, violations, ws, legacyWs, sockets, openSockets })
    return handleOf({ host, port, exchange, admin, replay: replayControl, ended, adminGate, deps, wsServer: ws })
  })

/**
 * The emulator as a scoped layer: started when the layer is built, stopped when its scope closes.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<Emulator, EmulatorError | ReplayFailure> =>
  Layer.effect(Emulator, make(options))

/**
 * Deposits (`/v5/asset/deposit/*`): a stable fake address per UID, coin and chain; deposits credited by the admin
 * hook (on chain) or by another UID's off-chain withdrawal (internal), to the account chosen with
 * `deposit-to-account` (funding by default); and the record queries of the account itself and, for a master
 * key, of its sub accounts.
 *
 * @since 0.1.0
 */
import { createHash } from "node:crypto"
import * as Fixed from "../base/Fixed.js"
import type { Caller, Params, Result } from "../base/Handler.js"
import { type Fail, fail, isFail, limitOf, nonEmpty, ok, page, windowOf } from "../base/Handler.js"
import { type AccountType, SCALE } from "./Accounts.js"
import { type AddressForm, CHAINS, type CoinChain, chainOf, coinOf } from "./Chains.js"
import { type Funds, show } from "./Funds.js"

const DAY = 86_400_000

/**
 * An on-chain deposit as the exchange keeps it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Deposit {
  readonly id: string
  readonly uid: string
  readonly coin: string
  readonly chain: string
  readonly amount: bigint
  readonly txID: string
  readonly toAddress: string
  readonly at: number
}

/**
 * An off-chain deposit from another Bybit UID.
 *
 * @since 0.1.0
 * @category models
 */
export interface InternalDeposit {
  readonly id: string
  readonly uid: string
  readonly fromUid: string
  readonly coin: string
  readonly amount: bigint
  readonly txID: string
  readonly at: number
}

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

/**
 * The deposit address of a UID for a coin on a chain: derived from them, so it never changes, in the chain's
 * address form (Bitcoin's bech32, Tron's `T…`, Solana's base58, else an EVM `0x…`).
 *
 * @since 0.1.0
 * @category addresses
 */
export const addressOf = (uid: string, coin: string, chain: string): string => {
  const digest = createHash("sha256").update(`deposit/${uid}/${coin}/${chain}`).digest()
  const pick = (alphabet: string, n: number) =>
    Array.from({ length: n }, (_, i) => alphabet[(digest[i % digest.length] ?? 0) % alphabet.length]).join("")
  const form: AddressForm =
    chainOf(coin, chain)?.addressForm ?? (chain === "BTC" ? "bech32" : chain === "SOL" ? "base58" : "evm")
  if (form === "bech32") return `bc1q${pick(BECH32, 38)}`
  if (form === "base58") return pick(BASE58, 44)
  if (form === "tron") return `T${pick(BASE58, 33)}`
  return `0x${digest.toString("hex").slice(0, 40)}`
}

// The deposit address page shows only the contract's last 6 characters ("" without one).
const chainItem = (uid: string, c: CoinChain) => ({
  chainType: c.chainType,
  addressDeposit: addressOf(uid, c.coin, c.chain),
  tagDeposit: "",
  chain: c.chain,
  batchReleaseLimit: "-1",
  contractAddress: c.contractAddress.slice(-6)
})

/**
 * The deposits of every account.
 *
 * @since 0.1.0
 * @category models
 */
export class Deposits {
  private readonly onChain: Array<Deposit> = []

  /** Every on-chain deposit, newest first. */
  list(): ReadonlyArray<Deposit> {
    return this.onChain
  }
  private readonly internal: Array<InternalDeposit> = []
  private readonly targets = new Map<string, AccountType>()
  private seq = 0

  constructor(private readonly funds: Funds) {}

  /** The account deposits of `uid` are credited to. */
  targetOf(uid: string): AccountType {
    return this.targets.get(uid) ?? "FUND"
  }

  /**
   * Credits an on-chain deposit (the admin hook): `amount` of `coin` on `chain` (the coin's chain by default);
   * the deposit's id, or an error text for an unknown coin or chain or an amount that is not positive.
   */
  credit(uid: string, coin: string, amount: string, now: number, chain?: string): { readonly id: string } | string {
    if (coinOf(coin) === undefined) return `unknown coin ${coin}`
    const c = chain === undefined ? coinOf(coin) : chainOf(coin, chain)
    if (c === undefined) return `unknown chain ${chain} for ${coin}`
    if (this.funds.member(uid) === undefined) return `unknown uid ${uid}`
    const units = Fixed.parseRounded(amount, SCALE, "down")
    if (units === undefined || units <= 0n) return `invalid amount ${amount}`
    this.seq++
    const id = String(1_000_000 + this.seq)
    const d: Deposit = {
      id,
      uid,
      coin,
      chain: c.chain,
      amount: units,
      txID: `0x${createHash("sha256").update(`deposit-tx/${id}/${uid}`).digest("hex")}`,
      toAddress: addressOf(uid, coin, c.chain),
      at: now
    }
    this.onChain.unshift(d)
    this.funds.move(uid, this.targetOf(uid), coin, units, now, "Deposit")
    return { id }
  }

  /** Credits an off-chain deposit from another UID (an internal withdrawal). */
  creditInternal(uid: string, fromUid: string, coin: string, amount: bigint, txID: string, now: number): void {
    this.seq++
    this.internal.unshift({ id: String(1_000_000 + this.seq), uid, fromUid, coin, amount, txID, at: now })
    this.funds.move(uid, this.targetOf(uid), coin, amount, now, "Deposit")
  }

  private subOf(caller: Caller, p: Params): string | Fail {
    const sub = nonEmpty(p, "subMemberId")
    const m = sub === undefined ? undefined : this.funds.member(sub)
    if (m === undefined || m.parentUid !== caller.uid) return fail(131202, "Invalid memberId")
    return m.uid
  }

  /** `/v5/asset/deposit/query-address`: one address per chain of the coin (`chainType` picks one). */
  address(caller: Caller, p: Params): Result<object> {
    const coin = nonEmpty(p, "coin") ?? ""
    const chain = nonEmpty(p, "chainType")
    const chains = CHAINS.filter((c) => c.coin === coin && (chain === undefined || c.chain === chain))
    return ok({ coin, chains: chains.map((c) => chainItem(caller.uid, c)) })
  }

  /** `/v5/asset/deposit/query-sub-member-address`: a sub UID's address on one chain (master key). */
  subAddress(caller: Caller, p: Params): Result<object> {
    const sub = this.subOf(caller, p)
    if (isFail(sub)) return sub
    const coin = nonEmpty(p, "coin") ?? ""
    const c = chainOf(coin, nonEmpty(p, "chainType") ?? "")
    if (c === undefined) return fail(10001, "params error: coin or chainType invalid")
    return ok({ coin, chains: chainItem(sub, c) })
  }

  /** `/v5/asset/deposit/query-allowed-list`: `limit` 1-35 (10). */
  allowed(p: Params): Result<object> {
    const limit = limitOf(p, 1, 35, 10)
    if (isFail(limit)) return limit
    const coin = nonEmpty(p, "coin")
    const chain = nonEmpty(p, "chain")
    const list = CHAINS.filter(
      (c) => (coin === undefined || c.coin === coin) && (chain === undefined || c.chain === chain)
    )
    const pg = page(list, (c) => `${c.coin}/${c.chain}`, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      configList: pg.list.map((c) => ({
        coin: c.coin,
        chain: c.chain,
        coinShowName: c.coin,
        chainType: c.chainType,
        blockConfirmNumber: c.confirmation,
        minDepositAmount: c.depositMin
      })),
      nextPageCursor: pg.next
    })
  }

  /** `/v5/asset/deposit/deposit-to-account`: `SPOT` and `CONTRACT` are classic wallets a unified account lacks. */
  setTarget(caller: Caller, p: Params): Result<object> {
    const type = nonEmpty(p, "accountType")
    // `EARN`: the emulator offers no flexible saving to stake a deposit in, so it lands in Funding (the docs' rule
    // for a coin without one)
    if (type !== "UNIFIED" && type !== "FUND" && type !== "EARN") return ok({ status: 0 })
    this.targets.set(caller.uid, type === "EARN" ? "FUND" : type)
    return ok({ status: 1 })
  }

  /** `/v5/asset/deposit/query-record` (own) and `query-sub-member-record` (a sub UID's, master key). */
  records(caller: Caller, p: Params, now: number, ofSub: boolean): Result<object> {
    const uid = ofSub ? this.subOf(caller, p) : caller.uid
    if (isFail(uid)) return uid
    const limit = limitOf(p, 1, 50, 50)
    if (isFail(limit)) return limit
    const window = windowOf(p, now, 30 * DAY)
    if (isFail(window)) return window
    const id = nonEmpty(p, "id")
    const txID = nonEmpty(p, "txID")
    const coin = nonEmpty(p, "coin")
    const rows = this.onChain.filter(
      (d) =>
        d.uid === uid &&
        (id === undefined || d.id === id) &&
        (txID === undefined || d.txID === txID) &&
        (coin === undefined || d.coin === coin) &&
        d.at >= window.from &&
        d.at <= window.to
    )
    const pg = page(rows, (d) => d.id, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      rows: pg.list.map(depositRow),
      nextPageCursor: pg.next
    })
  }

  /** `/v5/asset/deposit/query-internal-record`: `createdTime` in seconds, `limit` 1-50 (50), 30 days at most. */
  internalRecords(caller: Caller, p: Params, now: number): Result<object> {
    const limit = limitOf(p, 1, 50, 50)
    if (isFail(limit)) return limit
    const window = windowOf(p, now, 30 * DAY)
    if (isFail(window)) return window
    const txID = nonEmpty(p, "txID")
    const coin = nonEmpty(p, "coin")
    const rows = this.internal.filter(
      (d) =>
        d.uid === caller.uid &&
        (txID === undefined || d.txID === txID) &&
        (coin === undefined || d.coin === coin) &&
        d.at >= window.from &&
        d.at <= window.to
    )
    const pg = page(rows, (d) => d.id, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      rows: pg.list.map((d) => ({
        id: d.id,
        type: 1,
        coin: d.coin,
        amount: show(d.amount),
        status: 2,
        address: d.fromUid,
        createdTime: String(Math.floor(d.at / 1000)),
        fromMemberId: d.fromUid,
        txID: d.txID
      })),
      nextPageCursor: pg.next
    })
  }
}

/**
 * An on-chain deposit as the deposit records show it.
 *
 * @since 0.1.0
 * @category format
 */
export const depositRow = (d: Deposit) => ({
  id: d.id,
  coin: d.coin,
  chain: d.chain,
  amount: show(d.amount),
  txID: d.txID,
  status: 3,
  toAddress: d.toAddress,
  tag: "",
  depositFee: "",
  successAt: String(d.at),
  confirmations: String(chainOf(d.coin, d.chain)?.confirmation ?? 0),
  txIndex: "0",
  blockHash: "",
  batchReleaseLimit: "-1",
  depositType: "0",
  fromAddress: "",
  // tax fields of Bybit EU (Austria) users; 0 = no reporting required
  taxDepositRecordsId: "0",
  taxStatus: 0
})

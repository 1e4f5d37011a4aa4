/**
 * What the model test reads back and what it expects. `measure` reads, through REST, what each UID holds per
 * coin: every wallet (unified and funding), less what it owes (unified borrowing, crypto-loan debt), plus what is
 * parked elsewhere in its name (crypto-loan collateral, Easy Earn principal and unpaid yield) and what the model
 * knows is in flight (leveraged-token orders not yet settled). The expected change of a step is built in a `Delta`
 * from the step's own answers and records — fills and their fees, interest and yield records, settlements —
 * never from the totals.
 */
import { expect } from "@effect/vitest"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import { get, type Key, list, type Row, show, units } from "./Wire.js"

/** Amounts per `uid|coin`, units of 10^-18. */
export type Amounts = Map<string, bigint>

/** Adds `delta` to `uid|coin`. */
export const add = (m: Amounts, uid: string, coin: string, delta: bigint): void => {
  if (delta !== 0n) m.set(`${uid}|${coin}`, (m.get(`${uid}|${coin}`) ?? 0n) + delta)
}

/** Leveraged-token orders the model knows are not settled: the coin and amount each took from the wallet. */
export interface InFlight {
  readonly uid: string
  readonly orderId: string
  readonly purchase: boolean
  readonly coin: string
  readonly amount: bigint
}

/** The unified wallet's coins as REST reads them. */
export const unifiedCoins = async (h: Emulator.EmulatorHandle, key: Key): Promise<ReadonlyArray<Row>> => {
  const accounts = await list(h, key, "/v5/account/wallet-balance", "accountType=UNIFIED")
  return (accounts[0]?.coin ?? []) as ReadonlyArray<Row>
}

/** What one UID holds, net, per coin. */
export const measure = async (
  h: Emulator.EmulatorHandle,
  key: Key,
  inFlight: ReadonlyArray<InFlight>,
  used: ReadonlySet<string>,
  into: Amounts
): Promise<void> => {
  for (const c of await unifiedCoins(h, key)) {
    add(into, key.uid, String(c.coin), units(c.walletBalance) - units(c.borrowAmount))
  }
  const fund = await get(h, key, "/v5/asset/transfer/query-account-coins-balance", "accountType=FUND")
  expect(fund.retCode, fund.retMsg).toBe(0)
  for (const b of fund.result.balance as ReadonlyArray<Row>) add(into, key.uid, String(b.coin), units(b.walletBalance))
  if (used.has(`${key.uid}|loan`)) {
    const loan = await get(h, key, "/v5/crypto-loan-common/position", "")
    expect(loan.retCode, loan.retMsg).toBe(0)
    for (const d of loan.result.borrowList as ReadonlyArray<Row>) {
      add(into, key.uid, String(d.loanCurrency), -units(d.flexibleTotalDebt) - units(d.fixedTotalDebt))
    }
    for (const c of loan.result.collateralList as ReadonlyArray<Row>) {
      add(into, key.uid, String(c.currency), units(c.amount))
    }
  }
  if (used.has(`${key.uid}|earn`)) {
    for (const p of await list(h, key, "/v5/earn/position", "category=FlexibleSaving")) {
      add(into, key.uid, String(p.coin), units(p.amount) + units(p.claimableYield))
    }
  }
  for (const f of inFlight) if (f.uid === key.uid) add(into, key.uid, f.coin, f.amount)
}

/** Every balance of every account type of a UID is non-negative (read from the emulator's own books). */
export const nonNegative = (h: Emulator.EmulatorHandle, uid: string): void => {
  for (const accountType of ["UNIFIED", "FUND"] as const) {
    for (const b of h.admin.balances({ uid, accountType })) {
      expect(units(b.walletBalance), `${uid} ${accountType} ${b.coin} is negative`).toBeGreaterThanOrEqual(0n)
    }
  }
}

/**
 * The measured change equals the expected one for every `uid|coin`; `slack` allows, per coin, the rounding of a
 * division the emulator does at its 18th decimal (tokens bought at a NAV).
 */
export const conserved = (
  before: Amounts,
  after: Amounts,
  expected: Amounts,
  slack: ReadonlyMap<string, bigint>,
  label: string
): void => {
  const keys = new Set([...before.keys(), ...after.keys(), ...expected.keys()])
  const wrong: Array<string> = []
  for (const k of keys) {
    const moved = (after.get(k) ?? 0n) - (before.get(k) ?? 0n)
    const want = expected.get(k) ?? 0n
    const off = moved > want ? moved - want : want - moved
    if (off > (slack.get(k) ?? 0n)) wrong.push(`${k}: moved ${show(moved)}, expected ${show(want)}`)
  }
  expect(wrong.join("; "), `${label}: funds not conserved`).toBe("")
}

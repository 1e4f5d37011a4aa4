/**
 * The demo-trading desk: `/v5/user/create-demo-member` gives the caller its demo account (a member under the
 * caller, created once: a repeat answers the same UID, as the docs say), which then takes API keys through the
 * sub-account key endpoints; `/v5/account/demo-apply-money` adds demo funds to the caller's unified wallet or takes
 * them back (`adjustType` 1), per coin at most the documented amount per request (BTC 15, ETH 200, USDT and USDC
 * 100,000); without a list it applies the maximum of every coin. A reduction takes at most what is free.
 *
 * @since 0.1.0
 */

import * as Demo from "../../Http/v5/Demo.js"
import { type Caller, type Fail, isFail, ok, type Params, paramError } from "../base/Handler.js"
import { type Accounts, SCALE } from "../books/Accounts.js"
import { amountOf, type Funds } from "../books/Funds.js"
import * as Desk from "./Desk.js"

const ONE = 10n ** BigInt(SCALE)
const MAX: Readonly<Record<string, bigint>> = {
  BTC: 15n * ONE,
  ETH: 200n * ONE,
  USDT: 100_000n * ONE,
  USDC: 100_000n * ONE
}

interface Apply {
  readonly coin: string
  readonly amount: bigint
}

const readList = (p: Params): ReadonlyArray<Apply> | Fail => {
  const raw = p.utaDemoApplyMoney
  if (raw === undefined) return Object.entries(MAX).map(([coin, amount]) => ({ coin, amount }))
  if (!Array.isArray(raw)) return paramError("utaDemoApplyMoney invalid")
  const out: Array<Apply> = []
  for (const item of raw as ReadonlyArray<unknown>) {
    const entry = (typeof item === "object" && item !== null ? item : {}) as Params
    const coin = typeof entry.coin === "string" ? entry.coin : ""
    const max = MAX[coin]
    if (max === undefined) return paramError(`coin invalid: ${coin}`)
    const amount = typeof entry.amountStr === "string" ? amountOf(entry.amountStr, 8) : "format"
    if (typeof amount === "string" || amount <= 0n) return paramError("amountStr invalid")
    if (amount > max) return paramError(`amountStr exceeds the maximum of ${coin} per request`)
    out.push({ coin, amount })
  }
  return out
}

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class DemoDesk implements Desk.Desk {
  readonly name = "demo trading"
  readonly routes: ReadonlyArray<Desk.Route>
  /** The demo account of each caller. */
  private readonly demos = new Map<string, string>()

  constructor(
    private readonly funds: Funds,
    private readonly accounts: Accounts
  ) {
    this.routes = [
      Desk.route(Demo.createDemoMember, (c, _p, n) => this.createMember(c, n)),
      Desk.route(Demo.demoApplyMoney, (c, p, n) => this.applyMoney(c, p, n))
    ]
  }

  private createMember(caller: Caller, now: number) {
    const known = this.demos.get(caller.uid)
    if (known !== undefined && this.accounts.member(known) !== undefined) return ok({ subMemberId: known })
    const member = this.accounts.createSubMember(caller.uid, `demo${caller.uid}`, 1, "demo account", now)
    this.demos.set(caller.uid, member.uid)
    return ok({ subMemberId: member.uid })
  }

  private applyMoney(caller: Caller, p: Params, now: number) {
    const adjustType = p.adjustType ?? 0
    if (adjustType !== 0 && adjustType !== 1) return paramError("adjustType invalid")
    const list = readList(p)
    if (isFail(list)) return list
    for (const { coin, amount } of list) {
      const free = this.funds.free(caller.uid, "UNIFIED", coin, now)
      const delta = adjustType === 0 ? amount : -(amount < free ? amount : free > 0n ? free : 0n)
      if (delta !== 0n) this.funds.move(caller.uid, "UNIFIED", coin, delta, now, "Transfer")
    }
    return ok({})
  }
}

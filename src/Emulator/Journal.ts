/**
 * The exchange's inputs: every change of its state enters as one `Entry` (a market step at a server time, a
 * state-changing request, an order from the WebSocket trade channel, a DCP cancel, an admin call) and is carried out
 * here, by `apply`, so each kind of change has one way in. Entries are not kept (they once were, as the saved state;
 * it is now a snapshot, `SavedState`).
 *
 * @since 1.1.0
 * @internal
 */
import type { AccountsDescriptionError } from "./AccountsDescription.js"
import type * as AccountsSetup from "./AccountsSetup.js"
import type * as Assembly from "./Assembly.js"
import * as Fixed from "./base/Fixed.js"
import type { Caller, Params, Result } from "./base/Handler.js"
import type { AccountType } from "./books/Accounts.js"
import { SCALE } from "./books/Accounts.js"
import * as ApiKeys from "./books/ApiKeys.js"
import { type CouponGrant, CouponsDesk } from "./desks/Coupons.js"
import type * as Desk from "./desks/Desk.js"
import { InsLoanDesk } from "./desks/InsLoan.js"
import type { Grant as InsLoanGrant } from "./desks/InsLoanBook.js"
import type { OrderRef } from "./desks/Orders.js"
import { ReferralsDesk } from "./desks/Referrals.js"
import type { DcpProduct } from "./ExchangeTypes.js"
import type { Category } from "./market/Instruments.js"
import * as ReportCurves from "./ReportCurves.js"

/**
 * One input of the exchange, at the server time it was applied (`at`, ms).
 *
 * @since 1.1.0
 * @category models
 */
export type Entry =
  | { readonly k: "tick"; readonly at: number }
  /** An accounts description opened on the running exchange (admin), as plain JSON (its secrets as text). */
  | { readonly k: "openAccounts"; readonly at: number; readonly input: unknown }
  | {
      readonly k: "route"
      readonly at: number
      readonly path: string
      readonly caller: Caller
      readonly params: Params
      /** Whether the wire had already stepped the market at `at` (the handler's own step is then skipped). */
      readonly held: boolean
    }
  | {
      readonly k: "order"
      readonly at: number
      readonly op: "create" | "amend" | "cancel"
      readonly caller: Caller
      readonly params: Params
    }
  | {
      readonly k: "batch"
      readonly at: number
      readonly op: "create" | "amend" | "cancel"
      readonly caller: Caller
      readonly params: Params
    }
  | { readonly k: "dcp"; readonly at: number; readonly uid: string; readonly product: DcpProduct }
  | {
      readonly k: "setBalance"
      readonly at: number
      readonly uid: string
      readonly accountType: AccountType
      readonly coin: string
      readonly amount: string
    }
  | {
      readonly k: "deposit"
      readonly at: number
      readonly uid: string
      readonly coin: string
      readonly amount: string
      readonly chain?: string | undefined
    }
  | { readonly k: "grantMmp"; readonly at: number; readonly uid: string; readonly baseCoins: ReadonlyArray<string> }
  | { readonly k: "grantInsLoan"; readonly at: number; readonly grant: InsLoanGrant }
  | { readonly k: "grantCoupon"; readonly at: number; readonly grant: CouponGrant }
  | { readonly k: "apiKey"; readonly at: number; readonly credential: ApiKeys.Credential }
  | {
      readonly k: "restrict"
      readonly at: number
      readonly uid: string
      readonly category: Category
      readonly symbol: string
    }
  | { readonly k: "accountMode"; readonly at: number; readonly uid: string; readonly status: 1 | 5 | 6 }
  | { readonly k: "invite"; readonly at: number; readonly inviterUid: string }

/**
 * The kinds of entry.
 *
 * @since 1.1.0
 * @category models
 */
export type Kind = Entry["k"]

/**
 * Every kind of entry, for a reader checking a saved journal.
 *
 * @since 1.1.0
 * @category models
 */
export const kinds: ReadonlyArray<Kind> = [
  "tick",
  "route",
  "order",
  "batch",
  "dcp",
  "setBalance",
  "deposit",
  "grantMmp",
  "grantInsLoan",
  "grantCoupon",
  "apiKey",
  "restrict",
  "accountMode",
  "invite",
  "openAccounts"
]

// what applying an entry of each kind answers
interface Answers {
  readonly tick: () => void
  readonly route: () => Result<object>
  readonly order: () => Result<OrderRef>
  readonly batch: () => Result<object>
  readonly dcp: () => void
  readonly setBalance: () => void
  readonly deposit: () => { readonly id: string } | string
  readonly grantMmp: () => void
  readonly grantInsLoan: () => string
  readonly grantCoupon: () => number
  readonly apiKey: () => void
  readonly restrict: () => number
  readonly accountMode: () => void
  readonly invite: () => string
  readonly openAccounts: () => ReadonlyArray<AccountsSetup.OpenedUser> | AccountsDescriptionError
}

/**
 * What applying an entry of each kind answers.
 *
 * @since 1.1.0
 * @category models
 */
export type Outputs = { readonly [K in Kind]: ReturnType<Answers[K]> }

/**
 * What the entries act on: the exchange's books and desks, its market step, and the hold of its next step.
 *
 * @since 1.1.0
 * @category models
 */
export interface Target {
  readonly books: Assembly.Books
  readonly desks: Assembly.DeskSet
  /** The market step itself (the exchange's `tick` past its hold). */
  readonly advance: (now: number) => void
  readonly hold: (now: number | undefined) => void
  /** The route of a private path. */
  readonly route: (path: string) => Desk.Route | undefined
  /** Opens an accounts description (plain JSON) at `now`. */
  readonly openAccounts: (
    input: unknown,
    now: number
  ) => ReadonlyArray<AccountsSetup.OpenedUser> | AccountsDescriptionError
}

type Appliers = { readonly [K in Kind]: (entry: Extract<Entry, { readonly k: K }>, t: Target) => Outputs[K] }

const member = (t: Target, uid: string) => {
  const m = t.books.accounts.member(uid)
  if (m === undefined) throw new Error(`unknown uid ${uid}`)
  return m
}

const product = <D extends Desk.Desk>(t: Target, is: (d: Desk.Desk) => d is D, what: string): D => {
  const desk = [...t.desks.products, t.desks.delivery].find(is)
  if (desk === undefined) throw new Error(`the ${what} desk is not served`)
  return desk
}

const appliers: Appliers = {
  tick: (e, t) => t.advance(e.at),
  openAccounts: (e, t) => t.openAccounts(e.input, e.at),
  route: (e, t) => {
    const route = t.route(e.path)
    if (route === undefined) throw new Error(`no route ${e.path}`)
    if (!e.held) return route.handle(e.caller, e.params, e.at)
    t.hold(e.at)
    try {
      return route.handle(e.caller, e.params, e.at)
    } finally {
      t.hold(undefined)
    }
  },
  order: (e, t) => {
    const orders = t.desks.orders
    return e.op === "create"
      ? orders.createOrder(e.caller, e.params, e.at)
      : e.op === "amend"
        ? orders.amendOrder(e.caller, e.params, e.at)
        : orders.cancelOrder(e.caller, e.params, e.at)
  },
  batch: (e, t) => t.desks.orders.batch(e.op, e.caller, e.params, e.at),
  dcp: (e, t) => t.desks.dcp.dcpCancel(e.uid, e.product, e.at),
  setBalance: (e, t) => {
    const units = Fixed.parseRounded(e.amount, SCALE, "down") ?? 0n
    t.books.accounts.setWallet(e.uid, e.accountType, e.coin, units)
    if (e.accountType === "UNIFIED") t.books.clearing.pushWallet(e.uid, e.at)
  },
  deposit: (e, t) => t.books.deposits.credit(e.uid, e.coin, e.amount, e.at, e.chain),
  grantMmp: (e, t) => {
    member(t, e.uid)
    t.books.mmp.grant(e.uid, e.baseCoins)
  },
  grantInsLoan: (e, t) =>
    product(t, (d): d is InsLoanDesk => d instanceof InsLoanDesk, "institutional loan").grant(e.grant, e.at),
  grantCoupon: (e, t) => {
    member(t, e.grant.uid)
    const granted = product(t, (d): d is CouponsDesk => d instanceof CouponsDesk, "coupons").grant(e.grant, e.at)
    if (typeof granted === "string") throw new Error(granted)
    return granted
  },
  apiKey: (e, t) => ApiKeys.register(t.books.accounts, e.credential, e.at),
  restrict: (e, t) => t.desks.positions.restrictPositions(e.uid, e.category, e.symbol, e.at),
  accountMode: (e, t) => {
    member(t, e.uid).unifiedMarginStatus = e.status
  },
  invite: (e, t) => {
    member(t, e.inviterUid)
    return product(t, (d): d is ReferralsDesk => d instanceof ReferralsDesk, "referrals").invite(e.inviterUid, e.at)
  }
}

const apply = <K extends Kind>(entry: Extract<Entry, { readonly k: K }>, t: Target): Outputs[K] =>
  (appliers[entry.k] as (e: typeof entry, t: Target) => Outputs[K])(entry, t)

/**
 * The inputs of one exchange, applied in one place. Nothing is kept: a saved state is a snapshot of what the inputs
 * made (`SavedState`), so a long-running emulator neither grows a history nor replays one at start.
 *
 * @since 1.1.0
 * @category models
 */
export class Journal {
  constructor(private readonly target: Target) {}

  /** Applies an input. */
  input<K extends Kind>(entry: Extract<Entry, { readonly k: K }>): Outputs[K] {
    // the orders an account sends, REST or /v5/trade, refused ones too: the decisions its report counts
    if (entry.k === "order" || entry.k === "batch" || entry.k === "route") {
      const e = entry as Extract<Entry, { readonly k: "order" | "batch" | "route" }>
      const path = e.k === "route" ? e.path : e.k === "order" ? `/v5/order/${e.op}` : `/v5/order/${e.op}-batch`
      this.target.books.curves.decided(e.caller.uid, ReportCurves.decisionsOf(path, e.params))
    }
    return apply(entry, this.target)
  }
}

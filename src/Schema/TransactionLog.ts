/**
 * `GET /v5/account/transaction-log` (unified account) and `GET /v5/account/contract-transaction-log` (classic
 * derivatives wallet): cash movements by trade, funding, transfer and more.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of the transaction logs: default window 24 h, at most 7 days; `limit` 1-50 (default 20). `type` and
 * `transSubType` take the docs' ~90 log types (kept as strings: the list grows often).
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransactionLogRequest = LazySchema.struct("TransactionLogRequest", () => ({
  accountType: Schema.optional(Enums.AccountType),
  category: Schema.optional(Enums.Category),
  currency: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
  transSubType: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a transaction-log query.
 *
 * @since 0.1.0
 * @category models
 */
export interface TransactionLogRequest extends Schema.Schema.Type<typeof TransactionLogRequest> {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One log entry. `side` may be `None`; `transactionTime` is ms (a number here, a string in some responses).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Transaction extends LazyClass.Class<Transaction>("Transaction")(() => ({
  id: Schema.optional(Schema.String),
  symbol: Schema.String,
  category: Enums.CategoryTolerant,
  side: Schema.String,
  transactionTime: Schema.Union([Schema.Number, Schema.String]),
  type: Schema.String,
  transSubType: Schema.optional(Schema.String),
  qty: Figure,
  size: Figure,
  currency: Schema.String,
  tradePrice: Figure,
  funding: Figure,
  fee: Figure,
  cashFlow: Figure,
  change: Figure,
  cashBalance: Figure,
  feeRate: Figure,
  bonusChange: Figure,
  tradeId: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  extraFees: Schema.optional(Schema.Unknown)
})) {}

/**
 * The result of the transaction logs, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TransactionLog extends LazyClass.Class<TransactionLog>("TransactionLog")(() => ({
  list: Schema.Array(Transaction),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * Transfers between account types of one UID (`/v5/asset/transfer/inter-transfer`) and between UIDs of one master
 * (`universal-transfer`), their records, the transferable coins and the sub UIDs that can take part.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A transfer status as a filter: `SUCCESS`, `PENDING` or `FAILED`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferStatus = LazySchema.make(() => Schema.Literals(["SUCCESS", "PENDING", "FAILED"]))

/**
 * A value of {@link TransferStatus}.
 *
 * @since 0.1.0
 * @category models
 */
export type TransferStatus = typeof TransferStatus.Type

/**
 * A transfer status in responses: the filter values, `STATUS_UNKNOWN`, or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferStatusTolerant = LazySchema.make(() =>
  Enums.tolerant(Schema.Literals(["SUCCESS", "PENDING", "FAILED", "STATUS_UNKNOWN"]))
)

/**
 * The client-generated transfer id: a UUID (the exchange rejects anything else).
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferId = LazySchema.make(() =>
  // the UUID shape (8-4-4-4-12 hex digits) with any version digit, as the docs' own example has (`...-c242-...`);
  // Effect 4's `isUUID` also asks for an RFC version and variant
  Schema.String.check(Schema.isGUID({ expected: "a UUID" })).annotate({ identifier: "TransferId" })
)

/**
 * The body of `POST /v5/asset/transfer/inter-transfer`: move `amount` of `coin` between two account types of the
 * same UID.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InternalTransferRequest = LazySchema.struct("InternalTransferRequest", () => ({
  transferId: TransferId,
  coin: Schema.String,
  amount: DecimalString,
  fromAccountType: Enums.AccountType,
  toAccountType: Enums.AccountType
}))

/**
 * The parameters of an internal transfer.
 *
 * @since 0.1.0
 * @category models
 */
export interface InternalTransferRequest extends Schema.Schema.Type<typeof InternalTransferRequest> {}

/**
 * The body of `POST /v5/asset/transfer/universal-transfer`: move funds between the master and a sub UID, or between
 * two sub UIDs (UIDs are integers on the wire).
 *
 * @since 0.1.0
 * @category schemas
 */
export const UniversalTransferRequest = LazySchema.struct("UniversalTransferRequest", () => ({
  transferId: TransferId,
  coin: Schema.String,
  amount: DecimalString,
  fromMemberId: Schema.Int,
  toMemberId: Schema.Int,
  fromAccountType: Enums.AccountType,
  toAccountType: Enums.AccountType
}))

/**
 * The parameters of a universal transfer.
 *
 * @since 0.1.0
 * @category models
 */
export interface UniversalTransferRequest extends Schema.Schema.Type<typeof UniversalTransferRequest> {}

/**
 * The acknowledgement of a transfer: its id and status.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TransferResult extends LazyClass.Class<TransferResult>("TransferResult")(() => ({
  transferId: Schema.String,
  status: TransferStatusTolerant
})) {}

/**
 * The query of the transfer record lists: filters, a time window in ms (at most 7 days), `limit` 1-50 (default 20)
 * and the cursor.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferRecordsRequest = LazySchema.struct("TransferRecordsRequest", () => ({
  transferId: Schema.optional(Schema.String),
  coin: Schema.optional(Schema.String),
  status: Schema.optional(TransferStatus),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a transfer record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface TransferRecordsRequest extends Schema.Schema.Type<typeof TransferRecordsRequest> {}

/**
 * One internal transfer; ids of transfers made elsewhere are not UUIDs (`selfTransfer_…`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class InternalTransferRecord extends LazyClass.Class<InternalTransferRecord>("InternalTransferRecord")(() => ({
  transferId: Schema.String,
  coin: Schema.String,
  amount: Decimal,
  fromAccountType: Enums.AccountTypeTolerant,
  toAccountType: Enums.AccountTypeTolerant,
  timestamp: Schema.String,
  status: TransferStatusTolerant
})) {}

/**
 * The result of `/v5/asset/transfer/query-inter-transfer-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class InternalTransferRecords extends LazyClass.Class<InternalTransferRecords>("InternalTransferRecords")(
  () => ({
    list: Schema.Array(InternalTransferRecord),
    nextPageCursor: Schema.optional(Schema.String)
  })
) {}

/**
 * One universal transfer, with the UIDs (as strings) on both sides.
 *
 * @since 0.1.0
 * @category schemas
 */
export class UniversalTransferRecord extends LazyClass.Class<UniversalTransferRecord>("UniversalTransferRecord")(
  () => ({
    transferId: Schema.String,
    coin: Schema.String,
    amount: Decimal,
    fromMemberId: Schema.String,
    toMemberId: Schema.String,
    fromAccountType: Enums.AccountTypeTolerant,
    toAccountType: Enums.AccountTypeTolerant,
    timestamp: Schema.String,
    status: TransferStatusTolerant
  })
) {}

/**
 * The result of `/v5/asset/transfer/query-universal-transfer-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class UniversalTransferRecords extends LazyClass.Class<UniversalTransferRecords>("UniversalTransferRecords")(
  () => ({
    list: Schema.Array(UniversalTransferRecord),
    nextPageCursor: Schema.optional(Schema.String)
  })
) {}

/**
 * The query of `/v5/asset/transfer/query-transfer-coin-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferableCoinsRequest = LazySchema.struct("TransferableCoinsRequest", () => ({
  fromAccountType: Enums.AccountType,
  toAccountType: Enums.AccountType
}))

/**
 * The parameters of a transferable-coin query.
 *
 * @since 0.1.0
 * @category models
 */
export interface TransferableCoinsRequest extends Schema.Schema.Type<typeof TransferableCoinsRequest> {}

/**
 * The coins that can move between the two account types.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TransferableCoins extends LazyClass.Class<TransferableCoins>("TransferableCoins")(() => ({
  list: Schema.Array(Schema.String)
})) {}

/**
 * The result of `/v5/asset/transfer/query-sub-member-list`: every sub UID (at most 2000) and those enabled for
 * universal transfer.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubMemberIds extends LazyClass.Class<SubMemberIds>("SubMemberIds")(() => ({
  subMemberIds: Schema.Array(Schema.String),
  transferableSubMemberIds: Schema.Array(Schema.String)
})) {}

/**
 * The body of the deprecated `POST /v5/asset/transfer/save-transfer-sub-member` (all sub UIDs are now enabled).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EnableUniversalTransferRequest = LazySchema.struct("EnableUniversalTransferRequest", () => ({
  subMemberIds: Schema.Array(Schema.String)
}))

/**
 * The parameters of enabling universal transfer for sub UIDs.
 *
 * @since 0.1.0
 * @category models
 */
export interface EnableUniversalTransferRequest extends Schema.Schema.Type<typeof EnableUniversalTransferRequest> {}

/**
 * Exchange errors, the codes only the `InsLoan` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 3777002: the UID cannot be bound repeatedly.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidAlreadyBound extends catalogued<UidAlreadyBound>()("UidAlreadyBound") {}

/**
 * 3777003: the UID cannot be unbound: it is not bound.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidNotBound extends catalogued<UidNotBound>()("UidNotBound") {}

/**
 * 3777004: the main UID of the risk unit cannot be unbound.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskUnitMainUidUnbind extends catalogued<RiskUnitMainUidUnbind>()("RiskUnitMainUidUnbind") {}

/**
 * 3777005: unsettled lending or borrowing orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnsettledLoanOrders extends catalogued<UnsettledLoanOrders>()("UnsettledLoanOrders") {}

/**
 * 3777006: the UID cannot be bound; try a different UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindRejected extends catalogued<UidBindRejected>()("UidBindRejected") {}

/**
 * 3777007: the UID cannot be bound; upgrade to UTA Pro.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindRequiresUtaPro extends catalogued<UidBindRequiresUtaPro>()("UidBindRequiresUtaPro") {}

/**
 * 3777012: the request is being processed; wait and retry.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanRequestProcessing extends catalogued<InsLoanRequestProcessing>()("InsLoanRequestProcessing") {}

/**
 * 3777027: the UID cannot be bound: closing leveraged trading failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidBindLeverageCloseFailed extends catalogued<UidBindLeverageCloseFailed>()(
  "UidBindLeverageCloseFailed"
) {}

/**
 * 3777029: pre-market trading orders block the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class PreMarketOrdersBlockBinding extends catalogued<PreMarketOrdersBlockBinding>()(
  "PreMarketOrdersBlockBinding"
) {}

/**
 * 3777030: an account with copyPro activated cannot bind the UID.
 *
 * @since 0.1.0
 * @category errors
 */
export class CopyProBlocksBinding extends catalogued<CopyProBlocksBinding>()("CopyProBlocksBinding") {}

/**
 * 3777040: insufficient balance (institutional loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class InsLoanBalanceInsufficient extends catalogued<InsLoanBalanceInsufficient>()(
  "InsLoanBalanceInsufficient"
) {}

/**
 * 3777042: the uid is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidUid extends catalogued<InvalidUid>()("InvalidUid") {}

/**
 * 3777043: a repayment order is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentProcessing extends catalogued<RepaymentProcessing>()("RepaymentProcessing") {}

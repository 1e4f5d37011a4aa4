/**
 * Exchange errors, the codes only the `InsLoan` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 3777002: the UID cannot be bound repeatedly.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidAlreadyBound = catalogued("UidAlreadyBound")
/** An instance of {@link UidAlreadyBound}. */
export type UidAlreadyBound = Catalogued<"UidAlreadyBound">

/**
 * 3777003: the UID cannot be unbound: it is not bound.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidNotBound = catalogued("UidNotBound")
/** An instance of {@link UidNotBound}. */
export type UidNotBound = Catalogued<"UidNotBound">

/**
 * 3777004: the main UID of the risk unit cannot be unbound.
 *
 * @since 0.1.0
 * @category errors
 */
export const RiskUnitMainUidUnbind = catalogued("RiskUnitMainUidUnbind")
/** An instance of {@link RiskUnitMainUidUnbind}. */
export type RiskUnitMainUidUnbind = Catalogued<"RiskUnitMainUidUnbind">

/**
 * 3777005: unsettled lending or borrowing orders; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const UnsettledLoanOrders = catalogued("UnsettledLoanOrders")
/** An instance of {@link UnsettledLoanOrders}. */
export type UnsettledLoanOrders = Catalogued<"UnsettledLoanOrders">

/**
 * 3777006: the UID cannot be bound; try a different UID.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidBindRejected = catalogued("UidBindRejected")
/** An instance of {@link UidBindRejected}. */
export type UidBindRejected = Catalogued<"UidBindRejected">

/**
 * 3777007: the UID cannot be bound; upgrade to UTA Pro.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidBindRequiresUtaPro = catalogued("UidBindRequiresUtaPro")
/** An instance of {@link UidBindRequiresUtaPro}. */
export type UidBindRequiresUtaPro = Catalogued<"UidBindRequiresUtaPro">

/**
 * 3777012: the request is being processed; wait and retry.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanRequestProcessing = catalogued("InsLoanRequestProcessing")
/** An instance of {@link InsLoanRequestProcessing}. */
export type InsLoanRequestProcessing = Catalogued<"InsLoanRequestProcessing">

/**
 * 3777027: the UID cannot be bound: closing leveraged trading failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidBindLeverageCloseFailed = catalogued("UidBindLeverageCloseFailed")
/** An instance of {@link UidBindLeverageCloseFailed}. */
export type UidBindLeverageCloseFailed = Catalogued<"UidBindLeverageCloseFailed">

/**
 * 3777029: pre-market trading orders block the operation.
 *
 * @since 0.1.0
 * @category errors
 */
export const PreMarketOrdersBlockBinding = catalogued("PreMarketOrdersBlockBinding")
/** An instance of {@link PreMarketOrdersBlockBinding}. */
export type PreMarketOrdersBlockBinding = Catalogued<"PreMarketOrdersBlockBinding">

/**
 * 3777030: an account with copyPro activated cannot bind the UID.
 *
 * @since 0.1.0
 * @category errors
 */
export const CopyProBlocksBinding = catalogued("CopyProBlocksBinding")
/** An instance of {@link CopyProBlocksBinding}. */
export type CopyProBlocksBinding = Catalogued<"CopyProBlocksBinding">

/**
 * 3777040: insufficient balance (institutional loan).
 *
 * @since 0.1.0
 * @category errors
 */
export const InsLoanBalanceInsufficient = catalogued("InsLoanBalanceInsufficient")
/** An instance of {@link InsLoanBalanceInsufficient}. */
export type InsLoanBalanceInsufficient = Catalogued<"InsLoanBalanceInsufficient">

/**
 * 3777042: the uid is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidUid = catalogued("InvalidUid")
/** An instance of {@link InvalidUid}. */
export type InvalidUid = Catalogued<"InvalidUid">

/**
 * 3777043: a repayment order is being processed.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentProcessing = catalogued("RepaymentProcessing")
/** An instance of {@link RepaymentProcessing}. */
export type RepaymentProcessing = Catalogued<"RepaymentProcessing">

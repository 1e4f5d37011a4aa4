/**
 * Exchange errors, the codes only the `Rfq` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 110300: the RFQ order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqNotFound = catalogued("RfqNotFound")
/** An instance of {@link RfqNotFound}. */
export type RfqNotFound = Catalogued<"RfqNotFound">

/**
 * 110301: the quote order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const QuoteNotFound = catalogued("QuoteNotFound")
/** An instance of {@link QuoteNotFound}. */
export type QuoteNotFound = Catalogued<"QuoteNotFound">

/**
 * 110302: demo users are prohibited.
 *
 * @since 0.1.0
 * @category errors
 */
export const DemoUserProhibited = catalogued("DemoUserProhibited")
/** An instance of {@link DemoUserProhibited}. */
export type DemoUserProhibited = Catalogued<"DemoUserProhibited">

/**
 * 110303: the RFQ value is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqValueBelowMin = catalogued("RfqValueBelowMin")
/** An instance of {@link RfqValueBelowMin}. */
export type RfqValueBelowMin = Catalogued<"RfqValueBelowMin">

/**
 * 110304: cannot be self-executed.
 *
 * @since 0.1.0
 * @category errors
 */
export const SelfExecution = catalogued("SelfExecution")
/** An instance of {@link SelfExecution}. */
export type SelfExecution = Catalogued<"SelfExecution">

/**
 * 110305: the quote UID is not among the counterparties.
 *
 * @since 0.1.0
 * @category errors
 */
export const QuoteUidNotCounterparty = catalogued("QuoteUidNotCounterparty")
/** An instance of {@link QuoteUidNotCounterparty}. */
export type QuoteUidNotCounterparty = Catalogued<"QuoteUidNotCounterparty">

/**
 * 110306: the quote legs do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export const QuoteLegsMismatch = catalogued("QuoteLegsMismatch")
/** An instance of {@link QuoteLegsMismatch}. */
export type QuoteLegsMismatch = Catalogued<"QuoteLegsMismatch">

/**
 * 110307: a quote already exists for this RFQ.
 *
 * @since 0.1.0
 * @category errors
 */
export const QuoteAlreadyExists = catalogued("QuoteAlreadyExists")
/** An instance of {@link QuoteAlreadyExists}. */
export type QuoteAlreadyExists = Catalogued<"QuoteAlreadyExists">

/**
 * 110308: the RFQ strategy legs size is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqLegsSizeInvalid = catalogued("RfqLegsSizeInvalid")
/** An instance of {@link RfqLegsSizeInvalid}. */
export type RfqLegsSizeInvalid = Catalogued<"RfqLegsSizeInvalid">

/**
 * 110309: the RFQ strategy side is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqSideInvalid = catalogued("RfqSideInvalid")
/** An instance of {@link RfqSideInvalid}. */
export type RfqSideInvalid = Catalogued<"RfqSideInvalid">

/**
 * 110310: the RFQ strategy qty is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqQtyInvalid = catalogued("RfqQtyInvalid")
/** An instance of {@link RfqQtyInvalid}. */
export type RfqQtyInvalid = Catalogued<"RfqQtyInvalid">

/**
 * 110311: the RFQ strategy symbol is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqSymbolInvalid = catalogued("RfqSymbolInvalid")
/** An instance of {@link RfqSymbolInvalid}. */
export type RfqSymbolInvalid = Catalogued<"RfqSymbolInvalid">

/**
 * 110312: no permission to execute the quote.
 *
 * @since 0.1.0
 * @category errors
 */
export const QuoteExecutionDenied = catalogued("QuoteExecutionDenied")
/** An instance of {@link QuoteExecutionDenied}. */
export type QuoteExecutionDenied = Catalogued<"QuoteExecutionDenied">

/**
 * 110313: RFQ only supports one-way position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqOneWayModeOnly = catalogued("RfqOneWayModeOnly")
/** An instance of {@link RfqOneWayModeOnly}. */
export type RfqOneWayModeOnly = Catalogued<"RfqOneWayModeOnly">

/**
 * 110314: order amount below the minimum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqAmountBelowMin = catalogued("RfqAmountBelowMin")
/** An instance of {@link RfqAmountBelowMin}. */
export type RfqAmountBelowMin = Catalogued<"RfqAmountBelowMin">

/**
 * 110315: order qty exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqQtyAboveMax = catalogued("RfqQtyAboveMax")
/** An instance of {@link RfqQtyAboveMax}. */
export type RfqQtyAboveMax = Catalogued<"RfqQtyAboveMax">

/**
 * 110316: RFQ is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqCopyTradingUnsupported = catalogued("RfqCopyTradingUnsupported")
/** An instance of {@link RfqCopyTradingUnsupported}. */
export type RfqCopyTradingUnsupported = Catalogued<"RfqCopyTradingUnsupported">

/**
 * 110317: the counterparty cannot be self.
 *
 * @since 0.1.0
 * @category errors
 */
export const SelfCounterparty = catalogued("SelfCounterparty")
/** An instance of {@link SelfCounterparty}. */
export type SelfCounterparty = Catalogued<"SelfCounterparty">

/**
 * 110318: too many counterparties chosen.
 *
 * @since 0.1.0
 * @category errors
 */
export const TooManyCounterparties = catalogued("TooManyCounterparties")
/** An instance of {@link TooManyCounterparties}. */
export type TooManyCounterparties = Catalogued<"TooManyCounterparties">

/**
 * 110319: order amount above the maximum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqAmountAboveMax = catalogued("RfqAmountAboveMax")
/** An instance of {@link RfqAmountAboveMax}. */
export type RfqAmountAboveMax = Catalogued<"RfqAmountAboveMax">

/**
 * 110320: symbols without manual loan enabled are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const ManualLoanSymbolUnsupported = catalogued("ManualLoanSymbolUnsupported")
/** An instance of {@link ManualLoanSymbolUnsupported}. */
export type ManualLoanSymbolUnsupported = Catalogued<"ManualLoanSymbolUnsupported">

/**
 * 110321: the symbol is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const RfqSymbolUnsupported = catalogued("RfqSymbolUnsupported")
/** An instance of {@link RfqSymbolUnsupported}. */
export type RfqSymbolUnsupported = Catalogued<"RfqSymbolUnsupported">

/**
 * 110323: quotations cannot be made by non-Bybit registered institutions.
 *
 * @since 0.1.0
 * @category errors
 */
export const NonBybitInstitutionQuote = catalogued("NonBybitInstitutionQuote")
/** An instance of {@link NonBybitInstitutionQuote}. */
export type NonBybitInstitutionQuote = Catalogued<"NonBybitInstitutionQuote">

/**
 * Exchange errors, the codes only the `Rfq` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 110300: the RFQ order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqNotFound extends catalogued<RfqNotFound>()("RfqNotFound") {}

/**
 * 110301: the quote order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteNotFound extends catalogued<QuoteNotFound>()("QuoteNotFound") {}

/**
 * 110302: demo users are prohibited.
 *
 * @since 0.1.0
 * @category errors
 */
export class DemoUserProhibited extends catalogued<DemoUserProhibited>()("DemoUserProhibited") {}

/**
 * 110303: the RFQ value is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqValueBelowMin extends catalogued<RfqValueBelowMin>()("RfqValueBelowMin") {}

/**
 * 110304: cannot be self-executed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SelfExecution extends catalogued<SelfExecution>()("SelfExecution") {}

/**
 * 110305: the quote UID is not among the counterparties.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteUidNotCounterparty extends catalogued<QuoteUidNotCounterparty>()("QuoteUidNotCounterparty") {}

/**
 * 110306: the quote legs do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteLegsMismatch extends catalogued<QuoteLegsMismatch>()("QuoteLegsMismatch") {}

/**
 * 110307: a quote already exists for this RFQ.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteAlreadyExists extends catalogued<QuoteAlreadyExists>()("QuoteAlreadyExists") {}

/**
 * 110308: the RFQ strategy legs size is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqLegsSizeInvalid extends catalogued<RfqLegsSizeInvalid>()("RfqLegsSizeInvalid") {}

/**
 * 110309: the RFQ strategy side is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSideInvalid extends catalogued<RfqSideInvalid>()("RfqSideInvalid") {}

/**
 * 110310: the RFQ strategy qty is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqQtyInvalid extends catalogued<RfqQtyInvalid>()("RfqQtyInvalid") {}

/**
 * 110311: the RFQ strategy symbol is not correct.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSymbolInvalid extends catalogued<RfqSymbolInvalid>()("RfqSymbolInvalid") {}

/**
 * 110312: no permission to execute the quote.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteExecutionDenied extends catalogued<QuoteExecutionDenied>()("QuoteExecutionDenied") {}

/**
 * 110313: RFQ only supports one-way position mode.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqOneWayModeOnly extends catalogued<RfqOneWayModeOnly>()("RfqOneWayModeOnly") {}

/**
 * 110314: order amount below the minimum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqAmountBelowMin extends catalogued<RfqAmountBelowMin>()("RfqAmountBelowMin") {}

/**
 * 110315: order qty exceeds the upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqQtyAboveMax extends catalogued<RfqQtyAboveMax>()("RfqQtyAboveMax") {}

/**
 * 110316: RFQ is not available for copy trading.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqCopyTradingUnsupported extends catalogued<RfqCopyTradingUnsupported>()("RfqCopyTradingUnsupported") {}

/**
 * 110317: the counterparty cannot be self.
 *
 * @since 0.1.0
 * @category errors
 */
export class SelfCounterparty extends catalogued<SelfCounterparty>()("SelfCounterparty") {}

/**
 * 110318: too many counterparties chosen.
 *
 * @since 0.1.0
 * @category errors
 */
export class TooManyCounterparties extends catalogued<TooManyCounterparties>()("TooManyCounterparties") {}

/**
 * 110319: order amount above the maximum trade amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqAmountAboveMax extends catalogued<RfqAmountAboveMax>()("RfqAmountAboveMax") {}

/**
 * 110320: symbols without manual loan enabled are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class ManualLoanSymbolUnsupported extends catalogued<ManualLoanSymbolUnsupported>()(
  "ManualLoanSymbolUnsupported"
) {}

/**
 * 110321: the symbol is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class RfqSymbolUnsupported extends catalogued<RfqSymbolUnsupported>()("RfqSymbolUnsupported") {}

/**
 * 110323: quotations cannot be made by non-Bybit registered institutions.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonBybitInstitutionQuote extends catalogued<NonBybitInstitutionQuote>()("NonBybitInstitutionQuote") {}

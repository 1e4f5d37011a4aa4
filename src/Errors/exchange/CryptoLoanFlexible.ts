/**
 * Exchange errors, the codes only the `CryptoLoanFlexible` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 148011: insufficient balance in the funding pool.
 *
 * @since 0.1.0
 * @category errors
 */
export const FundingPoolInsufficient = catalogued("FundingPoolInsufficient")
/** An instance of {@link FundingPoolInsufficient}. */
export type FundingPoolInsufficient = Catalogued<"FundingPoolInsufficient">

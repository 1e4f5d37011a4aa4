/**
 * What the fixed and the flexible crypto-loan families' repayments share: why a repayment can be refused. One list
 * for both families' repay endpoints, so a code the exchange adds to the shared set is declared once.
 *
 * @since 1.2.0
 * @internal
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"

/**
 * Why a crypto-loan repayment, from the Funding wallet or from collateral, can be refused (either family; the fixed
 * family adds its own `LoanNotRepayable`).
 *
 * @since 1.2.0
 * @category errors
 */
export const repayErrors = [
  SharedErrors.RepaymentCreationFailed,
  SharedErrors.NoActiveLoan,
  SharedErrors.RepaymentPrecisionExceeded,
  SharedErrors.RepaymentAccountBalanceInsufficient,
  SharedErrors.OperationDuringLiquidation,
  SharedErrors.NoOutstandingDebt,
  SharedErrors.RepaymentExceedsLiability,
  SharedErrors.RepayOrderExists,
  SharedErrors.LoanRetryLater,
  SharedErrors.LoanSystemBusy
] as const

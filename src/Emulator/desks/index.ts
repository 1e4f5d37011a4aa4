/**
 * The exchange's desks beyond orders, positions and the wallet: each owns its state and serves its family.
 *
 * @since 0.1.0
 */

import { AccountPrefsDesk } from "./AccountPrefs.js"
import { AssetReportsDesk } from "./AssetReports.js"
import { BorrowingDesk } from "./Borrowing.js"
import { BrokerDesk } from "./Broker.js"
import { ClassicMarginDesk } from "./ClassicMargin.js"
import { ContractLogDesk } from "./ContractLog.js"
import { CouponsDesk } from "./Coupons.js"
import { CryptoLoanDesk } from "./CryptoLoan.js"
import { DemoDesk } from "./Demo.js"
import type * as Desk from "./Desk.js"
import { DualAssetsDesk } from "./DualAssets.js"
import { EarnFixedTermDesk } from "./EarnFixedTerm.js"
import { EarnRwaDesk } from "./EarnRwa.js"
import { EarnTokenDesk } from "./EarnToken.js"
import { EasyEarnDesk } from "./EasyEarn.js"
import { FixedLoanDesk } from "./FixedLoan.js"
import { FlexibleLoanDesk } from "./FlexibleLoan.js"
import { HoldToEarnDesk } from "./HoldToEarn.js"
import { InsLoanDesk } from "./InsLoan.js"
import { brokerIps, InstitutionDesk } from "./Institution.js"
import { LeverTokens } from "./LeverTokens.js"
import { NewLoanBook } from "./NewLoanBook.js"
import { NewLoanCommonDesk } from "./NewLoanCommon.js"
import { LoanMarket } from "./NewLoanMarket.js"
import { PortfolioMarginDesk } from "./PortfolioMargin.js"
import { PreCheckDesk } from "./PreCheck.js"
import { brokers, RateLimitDesk } from "./RateLimitApi.js"
import { ReferralsDesk } from "./Referrals.js"
import { SmallBalanceDesk } from "./SmallBalance.js"
import { SpotMarginDesk } from "./SpotMargin.js"
import { SubMembersDesk } from "./SubMembers.js"
import { SystemDesk } from "./System.js"
import { TradingReportsDesk } from "./TradingReports.js"

/**
 * Every desk, on the exchange's balances.
 *
 * @since 0.1.0
 * @category constructors
 */
export const all = (env: Desk.Env): ReadonlyArray<Desk.Desk> => {
  const margin = new SpotMarginDesk(env.funds, env.loans, env.coinsOf)
  const newLoans = new NewLoanBook(env.funds)
  const loanMarket = new LoanMarket(newLoans)
  const easyEarn = new EasyEarnDesk(env.funds)
  const coupons = new CouponsDesk(env.funds)
  return [
    new LeverTokens(env.funds),
    new RateLimitDesk(env.rateLimits, env.accounts),
    new SystemDesk(env.faults),
    new InstitutionDesk(env.rateLimits, env.accounts),
    new DemoDesk(env.funds, env.accounts),
    margin,
    new BorrowingDesk(env.funds, env.loans, margin),
    new InsLoanDesk(env.funds),
    new CryptoLoanDesk(env.funds),
    new NewLoanCommonDesk(newLoans, loanMarket),
    new FlexibleLoanDesk(newLoans),
    new FixedLoanDesk(newLoans, loanMarket),
    easyEarn,
    new EarnTokenDesk(env.funds, easyEarn),
    new EarnFixedTermDesk(env.funds),
    new EarnRwaDesk(env.funds),
    coupons,
    new DualAssetsDesk(env.funds, coupons),
    new HoldToEarnDesk(env.funds, env.accounts),
    new TradingReportsDesk(env.trading),
    new ContractLogDesk(env.ledger, env.accounts),
    new PreCheckDesk(env.funds, env.trading),
    new PortfolioMarginDesk(env.funds, env.trading, env.coinsOf),
    new ReferralsDesk(env.accounts),
    new AssetReportsDesk({
      funds: env.funds,
      accounts: env.accounts,
      trading: env.trading,
      conversions: env.conversions,
      deposits: env.deposits
    }),
    new SubMembersDesk(env.accounts),
    new SmallBalanceDesk(env.funds, env.coinsOf),
    new AccountPrefsDesk({ funds: env.funds, loans: env.loans, coinsOf: env.coinsOf, fills: env.fills }),
    new BrokerDesk({ accounts: env.accounts, rateLimits: env.rateLimits, fills: env.fills, deposits: env.deposits }),
    new RateLimitDesk(env.rateLimits, env.accounts, brokers),
    new InstitutionDesk(env.rateLimits, env.accounts, brokerIps),
    new ClassicMarginDesk({
      funds: env.funds,
      loans: env.loans,
      margin,
      openOrders: env.openOrders,
      vipOrPro: (uid) => {
        const member = env.accounts.member(uid)
        const master = member === undefined || member.parentUid === "" ? uid : member.parentUid
        return env.rateLimits.institution(master) !== undefined
      }
    })
  ]
}

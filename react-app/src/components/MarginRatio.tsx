/**
 * The account's margin ratio (issue 60), as Bybit's unified account shows it: the maintenance margin rate (MMR %,
 * the share of the margin balance the positions need to stay open; liquidation at 100 %), the initial margin rate
 * (IMR %; labelled apart from the initial margin's IM, issue 72), and the initial and maintenance margins in USD. The exchange's own figures from the wallet
 * (`accountMMRate`, `accountIMRate`, `totalInitialMargin`, `totalMaintenanceMargin`), never worked out here.
 */
import type { AccountState } from "effect-bybit"
import * as Format from "../lib/Format.js"

// the risk the rate means, as the exchange colours it: green, amber from 50 %, red from 80 %
const riskOf = (rate: number): "low" | "medium" | "high" => (rate >= 0.8 ? "high" : rate >= 0.5 ? "medium" : "low")

/** The margin ratio strip of the account area; nothing until the wallet is known. */
export function MarginRatio(props: { readonly wallet: AccountState.Wallet | undefined }) {
  const wallet = props.wallet
  if (wallet === undefined) return null
  const mmr = Number(wallet.accountMMRate ?? "")
  return (
    <div className="margin-ratio" data-testid="margin-ratio">
      <span title="Maintenance margin rate: the positions are liquidated at 100 %">
        MMR{" "}
        <b
          data-testid="margin-mmr"
          className={`risk-${Number.isFinite(mmr) ? riskOf(mmr) : "low"}`}
          data-rate={wallet.accountMMRate ?? ""}
        >
          {Format.ratio(wallet.accountMMRate)}
        </b>
      </span>
      <span title="Initial margin rate: the share of the margin balance the positions and orders hold">
        IMR{" "}
        <b data-testid="margin-im-rate" data-rate={wallet.accountIMRate ?? ""}>
          {Format.ratio(wallet.accountIMRate)}
        </b>
      </span>
      <span title="Initial margin of positions and orders (USD)">
        IM <b data-testid="margin-im">{Format.money(wallet.totalInitialMargin)}</b>
      </span>
      <span title="Maintenance margin of the positions (USD)">
        MM <b data-testid="margin-mm">{Format.money(wallet.totalMaintenanceMargin)}</b>
      </span>
    </div>
  )
}

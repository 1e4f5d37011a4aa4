/**
 * The asset flows' routes: withdrawals, deposits and conversions (each flow owns its state in its own module),
 * keyed by the Asset endpoint definitions.
 *
 * @since 0.1.0
 */
import * as Asset from "../../Http/v5/Asset.js"
import type { Convert } from "../books/Convert.js"
import type { Deposits } from "../books/Deposits.js"
import type { Withdrawals } from "../books/Withdrawals.js"
import * as Desk from "./Desk.js"

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class AssetFlowsDesk implements Desk.Desk {
  readonly name = "asset-flows"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(flows: { readonly withdrawals: Withdrawals; readonly deposits: Deposits; readonly convert: Convert }) {
    const { convert, deposits, withdrawals } = flows
    this.routes = [
      Desk.route(Asset.withdrawableAmount, (c, p, n) => withdrawals.withdrawable(c, p, n)),
      Desk.route(Asset.withdrawCreate, (c, p, n) => withdrawals.create(c, p, n)),
      Desk.route(Asset.withdrawCancel, (c, p, n) => withdrawals.cancel(c, p, n)),
      Desk.route(Asset.withdrawRecord, (c, p, n) => withdrawals.records(c, p, n)),
      Desk.route(Asset.withdrawAddress, (_c, p) => withdrawals.addresses(p)),
      Desk.route(Asset.vaspList, () => withdrawals.vasps()),
      Desk.route(Asset.depositAddress, (c, p) => deposits.address(c, p)),
      Desk.route(Asset.subDepositAddress, (c, p) => deposits.subAddress(c, p)),
      Desk.route(Asset.allowedDepositList, (_c, p) => deposits.allowed(p)),
      Desk.route(Asset.depositToAccount, (c, p) => deposits.setTarget(c, p)),
      Desk.route(Asset.depositRecord, (c, p, n) => deposits.records(c, p, n, false)),
      Desk.route(Asset.subDepositRecord, (c, p, n) => deposits.records(c, p, n, true)),
      Desk.route(Asset.internalDepositRecord, (c, p, n) => deposits.internalRecords(c, p, n)),
      Desk.route(Asset.convertCoinList, (c, p, n) => convert.coins(c, p, n)),
      Desk.route(Asset.quoteApply, (c, p, n) => convert.quote(c, p, n)),
      Desk.route(Asset.convertExecute, (c, p, n) => convert.execute(c, p, n)),
      Desk.route(Asset.convertResult, (c, p) => convert.result(c, p)),
      Desk.route(Asset.convertHistory, (c, p) => convert.history(c, p))
    ]
  }
}

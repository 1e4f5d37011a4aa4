/**
 * What Easy Earn answers from its records without changing them: orders, positions, yield history and the APR
 * history.
 *
 * @since 0.1.0
 */

import { type Caller, fail, isFail, nonEmpty, ok, type Params, windowOf } from "../base/Handler.js"
import { show } from "../books/Funds.js"
import { categoryOf, historyPage, invalid } from "./EarnParams.js"
import { DAY, type EarnProduct, productOf } from "./EasyEarnProducts.js"
import type { Order, Saving, Staked, YieldRow } from "./EasyEarnRecords.js"

/**
 * The stake and redeem orders of the caller, newest first.
 *
 * @since 0.1.0
 * @category views
 */
export const orderList = (orders: ReadonlyArray<Order>, caller: Caller, p: Params, now: number) => {
  const category = categoryOf(p, ["FlexibleSaving", "OnChain"])
  if (isFail(category)) return category
  const [orderId, orderLinkId, productId] = ["orderId", "orderLinkId", "productId"].map((k) => nonEmpty(p, k))
  if (category === "OnChain" && orderId === undefined && orderLinkId === undefined) return invalid()
  const mine = orders
    .filter(
      (o) =>
        o.uid === caller.uid &&
        o.product.category === category &&
        (orderId === undefined || o.orderId === orderId) &&
        (orderLinkId === undefined || o.orderLinkId === orderLinkId) &&
        (productId === undefined || o.product.productId === productId)
    )
    .map((o) => ({ ...o, time: o.createdAt }))
  const pg = historyPage(mine, p, now, (o) => o.orderId)
  if (isFail(pg)) return pg
  const onChain = category === "OnChain"
  const list = pg.list.map((o) => ({
    coin: o.product.coin,
    orderValue: show(o.amount),
    orderType: o.type,
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
    status: o.status,
    createdAt: String(o.createdAt),
    productId: o.product.productId,
    updatedAt: String(o.updatedAt),
    swapOrderValue: "",
    estimateRedeemTime: onChain && o.type === "Redeem" ? String(o.due) : "",
    estimateStakeTime: onChain && o.type === "Stake" ? String(o.due) : ""
  }))
  return ok({ list, nextPageCursor: pg.next })
}

/**
 * The caller's flexible savings or on-chain positions.
 *
 * @since 0.1.0
 * @category views
 */
export const positions = (
  savings: ReadonlyArray<Saving>,
  staked: ReadonlyArray<Staked>,
  caller: Caller,
  p: Params,
  now: number
) => {
  const category = categoryOf(p, ["FlexibleSaving", "OnChain"])
  if (isFail(category)) return category
  const productId = nonEmpty(p, "productId")
  const coin = nonEmpty(p, "coin")
  const wanted = (x: EarnProduct) =>
    (productId === undefined || x.productId === productId) && (coin === undefined || x.coin === coin)
  const base = {
    totalPnl: "",
    id: "",
    status: "",
    orderId: "",
    estimateRedeemTime: "",
    estimateStakeTime: "",
    estimateInterestCalculationTime: "",
    settlementTime: ""
  }
  if (category === "FlexibleSaving") {
    const list = savings
      .filter((s) => s.uid === caller.uid && wanted(s.product) && s.amount + s.pending + s.claimable > 0n)
      .map((s) => ({
        ...base,
        coin: s.product.coin,
        productId: s.product.productId,
        amount: show(s.amount + s.pending),
        claimableYield: show(s.claimable),
        availableAmount: show(s.amount + s.pending),
        freezeDetails: []
      }))
    return ok({ list })
  }
  const list = staked
    .filter((s) => s.uid === caller.uid && wanted(s.product) && !s.closed)
    .map((s) => ({
      ...base,
      coin: s.product.coin,
      productId: s.product.productId,
      amount: show(s.amount),
      totalPnl: show(s.accrued),
      claimableYield: "",
      id: s.id,
      status: now >= s.activeAt ? "Active" : "Processing",
      orderId: s.orderId,
      estimateRedeemTime: String(s.settleAt ?? ""),
      estimateStakeTime: String(s.activeAt),
      estimateInterestCalculationTime: String(s.activeAt),
      settlementTime: s.settleAt === undefined ? "" : String(s.settleAt),
      autoReinvest: s.autoReinvest ? "Enable" : "Disable",
      availableAmount: show(s.amount),
      freezeDetails: []
    }))
  return ok({ list })
}

/**
 * The caller's daily yield payouts of one category, newest first. On-chain products pay their yield with the
 * redemption, so `OnChain` lists none; it takes no `productId` (the docs: an error).
 *
 * @since 0.1.0
 * @category views
 */
export const yieldList = (yields: ReadonlyArray<YieldRow>, caller: Caller, p: Params, now: number) => {
  const category = nonEmpty(p, "category")
  if (category !== "FlexibleSaving" && category !== "OnChain") return invalid()
  const productId = nonEmpty(p, "productId")
  if (category === "OnChain" && productId !== undefined) return invalid()
  const mine = yields.filter(
    (y) =>
      y.uid === caller.uid &&
      y.product.category === category &&
      (productId === undefined || y.product.productId === productId)
  )
  const pg = historyPage(mine, p, now, (y) => y.id)
  if (isFail(pg)) return pg
  const rows = pg.list.map((y) => ({
    productId: y.product.productId,
    coin: y.product.coin,
    id: y.id,
    amount: show(y.amount),
    yieldType: "Normal",
    distributionMode: y.mode,
    effectiveStakingAmount: show(y.effective),
    orderId: y.orderId,
    status: "Success",
    createdAt: String(y.time)
  }))
  return ok({ yield: rows, nextPageCursor: pg.next })
}

/**
 * The caller's hourly flexible-saving yield, newest first.
 *
 * @since 0.1.0
 * @category views
 */
export const hourlyList = (hourly: ReadonlyArray<YieldRow>, caller: Caller, p: Params, now: number) => {
  if (nonEmpty(p, "category") !== "FlexibleSaving") return invalid()
  const productId = nonEmpty(p, "productId")
  const mine = hourly.filter(
    (y) => y.uid === caller.uid && (productId === undefined || y.product.productId === productId)
  )
  const pg = historyPage(mine, p, now, (y) => y.id)
  if (isFail(pg)) return pg
  const list = pg.list.map((y) => ({
    productId: y.product.productId,
    coin: y.product.coin,
    id: y.id,
    amount: show(y.amount),
    effectiveStakingAmount: show(y.effective),
    status: "Success",
    hourlyDate: String(y.hour),
    createdAt: String(y.time)
  }))
  return ok({ list, nextPageCursor: pg.next })
}

/**
 * One point per UTC midnight in the window (at most 182 days, the last 7 by default).
 *
 * @since 0.1.0
 * @category views
 */
export const aprHistory = (p: Params, now: number) => {
  const category = categoryOf(p, ["FlexibleSaving", "OnChain"])
  if (isFail(category)) return category
  const product = productOf(nonEmpty(p, "productId"))
  if (product === undefined || product.category !== category) return fail(180008, "Invalid Product")
  // the last 7 days by default; a window given may span 182 days
  const given = nonEmpty(p, "startTime") !== undefined || nonEmpty(p, "endTime") !== undefined
  const w = windowOf(p, now, given ? 182 * DAY : 7 * DAY)
  if (isFail(w)) return invalid()
  const list: Array<{ timestamp: string; apr: string }> = []
  for (let d = Math.ceil(w.from / DAY) * DAY; d <= w.to; d += DAY)
    list.push({ timestamp: String(d), apr: show(product.apr) })
  return ok({ list })
}

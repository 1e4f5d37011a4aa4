/**
 * Bybit's documented rate limits, as data: the limit of each endpoint group (per second, per minute, per category
 * column for the trade groups), the per-IP limit, and the budget key a group is counted under. The rate budget
 * (`RateBudget`, which re-exports all of it) seeds its buckets from them; the headers of every answer correct them.
 *
 * @since 1.2.0
 */

/**
 * A documented limit: `limit` units per `windowMs`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Limit {
  readonly limit: number
  readonly windowMs: number
}

const SECOND = 1_000
const MINUTE = 60_000

/**
 * Trade groups, per category column `[linear + inverse, option, spot]` per second (the documented UTA Pro defaults).
 *
 * @since 0.1.0
 * @category limits
 */
export const tradeLimits: Readonly<Record<string, readonly [number, number, number]>> = {
  "order/create": [10, 10, 20],
  "order/amend": [10, 10, 10],
  "order/cancel": [10, 10, 20],
  "order/cancel-all": [10, 1, 20],
  "order/create-batch": [10, 10, 20],
  "order/amend-batch": [10, 10, 20],
  "order/cancel-batch": [10, 10, 20],
  "order/pre-check": [10, 10, 20],
  "order/disconnected-cancel-all": [5, 5, 5]
}

/**
 * Other groups with a documented per-second limit.
 *
 * @since 0.1.0
 * @category limits
 */
export const perSecondLimits: Readonly<Record<string, number>> = {
  "order/realtime": 50,
  "order/history": 50,
  "execution/list": 50,
  "order/spot-borrow-check": 50,
  "position/list": 50,
  "position/closed-pnl": 50,
  "position/get-closed-positions": 50,
  "position/move-history": 10,
  "position/set-leverage": 10,
  "position/switch-mode": 10,
  "position/switch-isolated": 10,
  "position/trading-stop": 10,
  "position/set-auto-add-margin": 10,
  "position/add-margin": 10,
  "position/confirm-pending-mmr": 10,
  "position/move-positions": 10,
  "account/wallet-balance": 50,
  "account/withdrawal": 50,
  "account/borrow-history": 50,
  "account/borrow": 1,
  "account/repay": 1,
  "account/no-convert-repay": 1,
  "account/quick-repayment": 1,
  "account/collateral-info": 50,
  "asset/coin-greeks": 50,
  "account/transaction-log": 25,
  "account/fee-rate": 5,
  "account/info": 50,
  "account/instruments-info": 10,
  "account/pay-info": 50,
  "account/query-dcp-info": 5,
  "account/smp-group": 5,
  "account/trade-info-for-analysis": 50,
  "account/user-setting-config": 50,
  "account/mmp-modify": 5,
  "account/mmp-reset": 5,
  "account/set-collateral-switch-batch": 5,
  "account/set-limit-px-action": 10,
  "account/set-margin-mode": 5,
  "account/upgrade-to-uta": 1,
  "asset/transfer/query-universal-transfer-list": 5,
  "asset/transfer/query-account-coins-balance": 5,
  "asset/transfer/query-account-coin-balance": 450,
  "asset/asset-overview": 50,
  "asset/withdraw/withdrawable-amount": 300,
  "asset/coin/query-info": 5,
  "asset/exchange/query-coin-list": 30,
  "asset/covert/small-balance-history": 5,
  "asset/covert/small-balance-list": 10,
  "asset/covert/get-quote": 5,
  "asset/covert/small-balance-execute": 5,
  "asset/delivery-record": 50,
  "asset/settlement-record": 50,
  "asset/deposit/query-internal-record": 300,
  "asset/fundinghistory": 30,
  "asset/portfolio-margin": 50,
  "asset/total-members-assets": 50,
  "asset/withdraw/vasp/list": 1,
  "asset/withdraw/query-address": 300,
  "asset/transfer/save-transfer-sub-member": 20,
  "asset/transfer/universal-transfer": 5,
  "asset/withdraw/create": 5,
  "asset/exchange/quote-apply": 20,
  "asset/exchange/convert-execute": 20,
  "asset/deposit/deposit-to-account": 300,
  "asset/exchange/convert-result-query": 50,
  "asset/exchange/query-convert-history": 50,
  "user/create-sub-member": 1,
  "user/create-sub-api": 1,
  "user/frozen-sub-member": 5,
  "user/update-api": 5,
  "user/update-sub-api": 5,
  "user/delete-api": 5,
  "user/delete-sub-api": 5,
  "user/del-submember": 5,
  "user/query-sub-members": 10,
  "user/query-api": 10,
  "user/aff-customer-info": 10,
  "user/sub-apikeys": 10,
  "user/get-member-type": 10,
  "user/invitation/referrals": 10,
  "user/agreement": 20,
  "user/submembers": 5,
  "user/escrow_sub_members": 5,
  "user/create-demo-member": 5,
  // bots, strategies, fiat, spot margin (UTA), spread, RFQ and institutional loans (the rate-limit page; per
  // category where it says so, the highest here: the budget counts the group)
  "fcombobot/getlimit": 10,
  "fcombobot/create": 10,
  "fcombobot/close": 10,
  "fcombobot/detail": 10,
  "fgridbot/validate": 10,
  "fgridbot/create": 10,
  "fgridbot/close": 10,
  "fgridbot/detail": 10,
  "fmartingalebot/getlimit": 10,
  "fmartingalebot/create": 100,
  "fmartingalebot/close": 10,
  "fmartingalebot/detail": 10,
  "grid/validate-input": 100,
  "grid/create-grid": 3,
  "grid/close-grid": 3,
  "grid/query-grid-detail": 10,
  "dca/create-bot": 3,
  "dca/close-bot": 3,
  "strategy/create": 100,
  "strategy/list": 200,
  "strategy/order-list": 200,
  "strategy/stop": 100,
  "fiat/balance-query": 1000,
  "fiat/query-coin-list": 1000,
  "fiat/trade-query": 1000,
  "fiat/query-trade-history": 1000,
  "fiat/trade-execute": 100,
  "fiat/quote-apply": 1000,
  "fiat/reference-price": 1000,
  "spot-margin-trade/switch-mode": 5,
  "spot-margin-trade/set-leverage": 5,
  "spot-margin-trade/state": 50,
  "spot-margin-trade/max-borrowable": 50,
  "spot-margin-trade/coinstate": 50,
  "spot-margin-trade/repayment-available-amount": 50,
  "spot-margin-trade/set-auto-repay-mode": 5,
  "spot-margin-trade/get-auto-repay-mode": 50,
  "spot-margin-trade/fixedborrow-order-quote": 5,
  "spot-margin-trade/fixedborrow": 1,
  "spot-margin-trade/fixedborrow-renew": 1,
  "spot-margin-trade/fixedborrow-order-info": 5,
  "spot-margin-trade/fixedborrow-contract-info": 5,
  "spot-margin-trade/liability": 5,
  "spread/order/create": 20,
  "spread/order/amend": 20,
  "spread/order/cancel": 20,
  "spread/order/cancel-all": 5,
  "spread/order/realtime": 50,
  "spread/order/history": 50,
  "spread/execution/list": 50,
  "spread/max-qty": 50,
  "rfq/cancel-all-quotes": 50,
  "rfq/cancel-quote": 50,
  "rfq/accept-other-quote": 50,
  "rfq/cancel-all-rfq": 50,
  "rfq/create-quote": 50,
  "rfq/create-rfq": 50,
  "rfq/execute-quote": 50,
  "rfq/cancel-rfq": 50,
  "rfq/public-trades": 50,
  "rfq/quote-list": 50,
  "rfq/quote-realtime": 50,
  "rfq/config": 50,
  "rfq/rfq-list": 50,
  "rfq/rfq-realtime": 50,
  "rfq/trade-list": 50,
  "ins-loan/product-infos": 100,
  "ins-loan/ensure-tokens-convert": 100,
  "ins-loan/loan-order": 20,
  "ins-loan/repaid-history": 20,
  "ins-loan/ltv-convert": 20,
  "ins-loan/association-uid": 1,
  "ins-loan/repay-loan": 1
}

/**
 * Groups limited per minute, as documented.
 *
 * @since 0.1.0
 * @category limits
 */
export const perMinuteLimits: Readonly<Record<string, number>> = {
  "asset/transfer/query-asset-info": 60,
  "asset/transfer/query-transfer-coin-list": 60,
  "asset/transfer/query-inter-transfer-list": 60,
  "asset/transfer/query-sub-member-list": 60,
  "asset/transfer/inter-transfer": 60,
  "asset/deposit/query-record": 100,
  "asset/deposit/query-sub-member-record": 300,
  "asset/deposit/query-address": 300,
  "asset/deposit/query-sub-member-address": 300,
  "asset/withdraw/query-record": 300,
  "asset/withdraw/cancel": 60,
  "asset/exchange/order-record": 600,
  "account/demo-apply-money": 1
}

/**
 * The per-IP limit across all hosts: 600 requests per 5 seconds.
 *
 * @since 0.1.0
 * @category limits
 */
export const ipLimit: Limit = { limit: 600, windowMs: 5_000 }

/**
 * The documented limit of a group for a category. Undocumented groups get 50/s for reads and 10/s for writes, the
 * values most documented reads and writes have; the headers correct them on the first answer.
 *
 * @since 0.1.0
 * @category limits
 */
export const limitFor = (group: string, category: string | undefined, isRead: boolean): Limit => {
  const trade = tradeLimits[group]
  if (trade !== undefined) {
    return { limit: category === "spot" ? trade[2] : category === "option" ? trade[1] : trade[0], windowMs: SECOND }
  }
  const perSecond = perSecondLimits[group]
  if (perSecond !== undefined) return { limit: perSecond, windowMs: SECOND }
  const perMinute = perMinuteLimits[group]
  if (perMinute !== undefined) return { limit: perMinute, windowMs: MINUTE }
  return { limit: isRead ? 50 : 10, windowMs: SECOND }
}

/**
 * The budget key of a group: trade groups are counted per category column (spot, option, derivatives); the WebSocket
 * `order.create` op shares `order/create` with REST.
 *
 * @since 0.1.0
 * @category limits
 */
export const bucketOf = (group: string, category: string | undefined): string =>
  tradeLimits[group] === undefined
    ? group
    : `${group}:${category === "spot" ? "spot" : category === "option" ? "option" : "derivatives"}`

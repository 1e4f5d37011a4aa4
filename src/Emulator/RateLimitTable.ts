/**
 * The exchange's documented rate limits, as the emulator's own data: written from the docs' rate-limit page
 * (docs/v5/rate-limit/rate-limit.mdx of bybit-exchange/docs), independently of the client's budget table
 * (src/Layers/RateBudget.ts), so a wrong limit in either is caught by comparing them, and `npm run docs:diff`
 * compares this table with the page itself. Groups are paths without `/v5/`.
 *
 * @since 1.0.0
 */

const SECOND = 1_000
const MINUTE = 60_000

/**
 * Limits per second by category, `[inverse, linear, option, spot]` (the page's Trade and Position tables); `null`
 * where the category has no such endpoint.
 *
 * @since 1.0.0
 * @category limits
 */
export const byCategory: Readonly<
  Record<string, readonly [number | null, number | null, number | null, number | null]>
> = {
  // Trade
  "order/create": [10, 10, 10, 20],
  "order/amend": [10, 10, 10, 10],
  "order/cancel": [10, 10, 10, 20],
  "order/cancel-all": [10, 10, 1, 20],
  "order/create-batch": [10, 10, 10, 20],
  "order/amend-batch": [10, 10, 10, 20],
  "order/cancel-batch": [10, 10, 10, 20],
  "order/disconnected-cancel-all": [5, 5, 5, 5],
  "order/pre-check": [10, 10, 10, 20],
  "order/realtime": [50, 50, 50, 50],
  "order/history": [50, 50, 50, 50],
  "execution/list": [50, 50, 50, 50],
  "order/spot-borrow-check": [null, null, null, 50],
  "fcombobot/getlimit": [10, 10, null, null],
  "fcombobot/create": [10, 10, null, null],
  "fcombobot/close": [10, 10, null, null],
  "fcombobot/detail": [10, 10, null, null],
  "fgridbot/validate": [10, 10, null, null],
  "fgridbot/create": [10, 10, null, null],
  "fgridbot/close": [10, 10, null, null],
  "fgridbot/detail": [10, 10, null, null],
  "fmartingalebot/getlimit": [10, 10, null, null],
  "fmartingalebot/create": [100, 100, null, null],
  "fmartingalebot/close": [10, 10, null, null],
  "fmartingalebot/detail": [10, 10, null, null],
  "grid/validate-input": [null, null, null, 100],
  "grid/create-grid": [null, null, null, 3],
  "grid/close-grid": [null, null, null, 3],
  "grid/query-grid-detail": [null, null, null, 10],
  "dca/create-bot": [null, null, null, 3],
  "dca/close-bot": [null, null, null, 3],
  "strategy/create": [100, 100, null, 100],
  "strategy/list": [200, 200, null, 200],
  "strategy/order-list": [200, 200, null, 200],
  "strategy/stop": [100, 100, null, 100],
  // Position
  "position/list": [50, 50, 50, null],
  "position/closed-pnl": [50, 50, null, null],
  "position/get-closed-positions": [null, null, 50, null],
  "position/move-history": [10, 10, 10, 10],
  "position/set-leverage": [10, 10, null, null],
  "position/switch-mode": [null, 10, null, null],
  "position/trading-stop": [10, 10, 10, null],
  "position/set-auto-add-margin": [null, 10, null, null],
  "position/add-margin": [10, 10, null, null],
  "position/confirm-pending-mmr": [10, 10, null, null],
  "position/move-positions": [10, 10, 10, 10]
}

/**
 * One limit whatever the category, `[requests, window ms]` (the page's other tables, and the two the demo-trading
 * page states).
 *
 * @since 1.0.0
 * @category limits
 */
export const single: Readonly<Record<string, readonly [number, number]>> = {
  // Account
  "account/wallet-balance": [50, SECOND],
  "account/withdrawal": [50, SECOND],
  "account/borrow-history": [50, SECOND],
  "account/borrow": [1, SECOND],
  "account/repay": [1, SECOND],
  "account/no-convert-repay": [1, SECOND],
  "account/collateral-info": [50, SECOND],
  "asset/coin-greeks": [50, SECOND],
  "account/transaction-log": [25, SECOND],
  "account/fee-rate": [5, SECOND],
  "account/info": [50, SECOND],
  "account/instruments-info": [10, SECOND],
  "account/pay-info": [50, SECOND],
  "account/query-dcp-info": [5, SECOND],
  "account/smp-group": [5, SECOND],
  "account/trade-info-for-analysis": [50, SECOND],
  "account/user-setting-config": [50, SECOND],
  "account/mmp-modify": [5, SECOND],
  "account/mmp-reset": [5, SECOND],
  "account/quick-repayment": [1, SECOND],
  "account/set-collateral-switch-batch": [5, SECOND],
  "account/set-limit-px-action": [10, SECOND],
  "account/set-margin-mode": [5, SECOND],
  "account/upgrade-to-uta": [1, SECOND],
  // Asset
  "asset/transfer/query-asset-info": [60, MINUTE],
  "asset/transfer/query-transfer-coin-list": [60, MINUTE],
  "asset/transfer/query-inter-transfer-list": [60, MINUTE],
  "asset/transfer/query-sub-member-list": [60, MINUTE],
  "asset/transfer/query-universal-transfer-list": [5, SECOND],
  "asset/transfer/query-account-coins-balance": [5, SECOND],
  "asset/transfer/query-account-coin-balance": [450, SECOND],
  "asset/asset-overview": [50, SECOND],
  "asset/withdraw/withdrawable-amount": [300, SECOND],
  "asset/deposit/query-record": [100, MINUTE],
  "asset/deposit/query-sub-member-record": [300, MINUTE],
  "asset/deposit/query-address": [300, MINUTE],
  "asset/deposit/query-sub-member-address": [300, MINUTE],
  "asset/withdraw/query-record": [300, MINUTE],
  "asset/coin/query-info": [5, SECOND],
  "asset/exchange/order-record": [600, MINUTE],
  "asset/exchange/query-coin-list": [30, SECOND],
  "asset/covert/small-balance-history": [5, SECOND],
  "asset/covert/small-balance-list": [10, SECOND],
  "asset/delivery-record": [50, SECOND],
  "asset/deposit/query-internal-record": [300, SECOND],
  "fiat/balance-query": [1000, SECOND],
  "fiat/query-coin-list": [1000, SECOND],
  "fiat/trade-query": [1000, SECOND],
  "fiat/query-trade-history": [1000, SECOND],
  "asset/fundinghistory": [30, SECOND],
  "asset/portfolio-margin": [50, SECOND],
  "asset/settlement-record": [50, SECOND],
  "asset/total-members-assets": [50, SECOND],
  "asset/withdraw/vasp/list": [1, SECOND],
  "asset/withdraw/query-address": [300, SECOND],
  "asset/transfer/inter-transfer": [60, MINUTE],
  "asset/transfer/save-transfer-sub-member": [20, SECOND],
  "asset/transfer/universal-transfer": [5, SECOND],
  "asset/withdraw/create": [5, SECOND],
  "asset/withdraw/cancel": [60, MINUTE],
  "asset/exchange/quote-apply": [20, SECOND],
  "asset/exchange/convert-execute": [20, SECOND],
  "asset/covert/small-balance-execute": [5, SECOND],
  "asset/covert/get-quote": [5, SECOND],
  "asset/deposit/deposit-to-account": [300, SECOND],
  "fiat/trade-execute": [100, SECOND],
  "fiat/quote-apply": [1000, SECOND],
  "asset/exchange/convert-result-query": [50, SECOND],
  "asset/exchange/query-convert-history": [50, SECOND],
  "fiat/reference-price": [1000, SECOND],
  // User
  "user/create-sub-member": [1, SECOND],
  "user/create-sub-api": [1, SECOND],
  "user/frozen-sub-member": [5, SECOND],
  "user/update-api": [5, SECOND],
  "user/update-sub-api": [5, SECOND],
  "user/delete-api": [5, SECOND],
  "user/delete-sub-api": [5, SECOND],
  "user/query-sub-members": [10, SECOND],
  "user/query-api": [10, SECOND],
  "user/aff-customer-info": [10, SECOND],
  "user/agreement": [20, SECOND],
  "user/submembers": [5, SECOND],
  "user/escrow_sub_members": [5, SECOND],
  "user/sub-apikeys": [10, SECOND],
  "user/get-member-type": [10, SECOND],
  "user/del-submember": [5, SECOND],
  "user/invitation/referrals": [10, SECOND],
  // Spot Margin Trade
  "spot-margin-trade/switch-mode": [5, SECOND],
  "spot-margin-trade/set-leverage": [5, SECOND],
  "spot-margin-trade/state": [50, SECOND],
  "spot-margin-trade/max-borrowable": [50, SECOND],
  "spot-margin-trade/coinstate": [50, SECOND],
  "spot-margin-trade/repayment-available-amount": [50, SECOND],
  "spot-margin-trade/set-auto-repay-mode": [5, SECOND],
  "spot-margin-trade/get-auto-repay-mode": [50, SECOND],
  "spot-margin-trade/fixedborrow-order-quote": [5, SECOND],
  "spot-margin-trade/fixedborrow": [1, SECOND],
  "spot-margin-trade/fixedborrow-renew": [1, SECOND],
  "spot-margin-trade/fixedborrow-order-info": [5, SECOND],
  "spot-margin-trade/fixedborrow-contract-info": [5, SECOND],
  "spot-margin-trade/liability": [5, SECOND],
  // Spread Trading
  "spread/order/create": [20, SECOND],
  "spread/order/amend": [20, SECOND],
  "spread/order/cancel": [20, SECOND],
  "spread/order/cancel-all": [5, SECOND],
  "spread/order/realtime": [50, SECOND],
  "spread/order/history": [50, SECOND],
  "spread/execution/list": [50, SECOND],
  "spread/max-qty": [50, SECOND],
  // RFQ
  "rfq/cancel-all-quotes": [50, SECOND],
  "rfq/cancel-quote": [50, SECOND],
  "rfq/accept-other-quote": [50, SECOND],
  "rfq/cancel-all-rfq": [50, SECOND],
  "rfq/create-quote": [50, SECOND],
  "rfq/create-rfq": [50, SECOND],
  "rfq/execute-quote": [50, SECOND],
  "rfq/cancel-rfq": [50, SECOND],
  "rfq/public-trades": [50, SECOND],
  "rfq/quote-list": [50, SECOND],
  "rfq/quote-realtime": [50, SECOND],
  "rfq/config": [50, SECOND],
  "rfq/rfq-list": [50, SECOND],
  "rfq/rfq-realtime": [50, SECOND],
  "rfq/trade-list": [50, SECOND],
  // Institutional Loan
  "ins-loan/product-infos": [100, SECOND],
  "ins-loan/ensure-tokens-convert": [100, SECOND],
  "ins-loan/loan-order": [20, SECOND],
  "ins-loan/repaid-history": [20, SECOND],
  "ins-loan/ltv-convert": [20, SECOND],
  "ins-loan/association-uid": [1, SECOND],
  "ins-loan/repay-loan": [1, SECOND],
  // the demo-trading page (docs/v5/demo.mdx), not the rate-limit page
  "account/demo-apply-money": [1, MINUTE],
  "user/create-demo-member": [5, SECOND]
}

/**
 * The groups the page lists without a limit (`-`): the emulator applies its default.
 *
 * @since 1.0.0
 * @category limits
 */
export const unstated: ReadonlyArray<string> = [
  "account/mmp-state",
  "account/option-asset-info",
  "account/set-collateral-switch",
  "account/set-delta-mode",
  "account/set-hedging-mode"
]

/**
 * The groups whose limit can be raised (`Y`): the order endpoints, counted per trade column (spot, option,
 * derivatives) against the UID's column caps (the pro rules).
 *
 * @since 1.0.0
 * @category limits
 */
export const upgradable: ReadonlyArray<string> = [
  "order/create",
  "order/amend",
  "order/cancel",
  "order/cancel-all",
  "order/create-batch",
  "order/amend-batch",
  "order/cancel-batch",
  "order/pre-check"
]

/**
 * The limit of a group nobody documents: 50 per second for reads, 10 for writes (what most documented reads and
 * writes have).
 *
 * @since 1.0.0
 * @category limits
 */
export const undocumented = { read: 50, write: 10, windowMs: SECOND } as const

/**
 * The per-IP limit across all hosts: 600 requests in 5 seconds (HTTP 403 "access too frequent" past it).
 *
 * @since 1.0.0
 * @category limits
 */
export const perIp = { limit: 600, windowMs: 5 * SECOND } as const
